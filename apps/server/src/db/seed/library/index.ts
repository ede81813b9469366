import {
  breweryBrewhouse,
  breweryFilterCellar,
  breweryGrainsUnloading,
  breweryRoofVent,
} from './brewery-areas';
import { breweryVisibleOpacity } from './brewery-opacity';
import { dailyForm } from './daily-form';
import { dailyWeeklyCheckAdditional, dailyWeeklyCheckAll } from './daily-weekly-checks';
import { monthlyHazardousUniversalWaste } from './hazardous-waste';
import { housekeepingPlant } from './housekeeping-plant';
import { housekeepingShop } from './housekeeping-shop';
import { improvementsCapex, maintenanceRecord } from './maintenance-modules';
import { monthlySpcc } from './monthly-spcc';
import { monthlySw } from './monthly-sw';
import { monthlySpillLogs, monthlyUstRect, monthlyUstSpill } from './monthly-ust';
import { monthlyCheckAll, yearlyCheck } from './monthly-yearly-checks';
import { dailyPlantPreventiveAsphalt } from './plant-preventive-asphalt';
import { plantPreventiveOthers } from './plant-preventive-others';
import { dailyPlantPreventiveQuarry } from './plant-preventive-quarry';
import { dailyPlantPreventiveReadyMix } from './plant-preventive-ready-mix';
import { qtrVisual } from './qtr-visual';
import { shopInspection } from './shop-inspection';
import { stormwaterSampleReport } from './stormwater-sample';
import type { LibraryForm } from './types';
import { monthlyVisibleEmissions } from './visible-emissions';
import { weeklyDustCollectorFuelArea, weeklyFormRm } from './weekly-forms';

export { BREWERY_PARENT_IDS, LIBRARY_PARENT_IDS, PLANT_PREVENTIVE_PARENT_IDS } from './parent-ids';
export type { LibraryForm, LibraryQuestion } from './types';

/** Every built-in form, loaded on first start (the only barrel of the library). */
export const builtInForms: readonly LibraryForm[] = [
  // Water: daily, weekly, monthly, quarterly
  dailyForm,
  dailyPlantPreventiveReadyMix,
  dailyPlantPreventiveAsphalt,
  dailyPlantPreventiveQuarry,
  plantPreventiveOthers,
  weeklyFormRm,
  monthlySw,
  monthlySpcc,
  monthlyUstSpill,
  monthlyUstRect,
  monthlySpillLogs,
  qtrVisual,
  stormwaterSampleReport,
  shopInspection,
  breweryBrewhouse,
  // Air
  weeklyDustCollectorFuelArea,
  monthlyVisibleEmissions,
  breweryVisibleOpacity,
  breweryRoofVent,
  breweryGrainsUnloading,
  // Waste
  monthlyHazardousUniversalWaste,
  breweryFilterCellar,
  // Others: housekeeping, check lists and module forms
  housekeepingPlant,
  housekeepingShop,
  dailyWeeklyCheckAll,
  dailyWeeklyCheckAdditional,
  monthlyCheckAll,
  yearlyCheck,
  maintenanceRecord,
  improvementsCapex,
];
