/**
 * Parent ids (layout families) of the built-in forms that have no special layout of their own. The special
 * ones are SPECIAL_PARENT_IDS in @envirotrack/shared (spec 2 §9). Display names follow spec 2 §3.
 */
export const LIBRARY_PARENT_IDS = {
  dailyForm: 'DailyForm',
  dailyPlantPreventive: 'Daily Plant Preventive',
  plantPreventive: 'Plant Preventive',
  monthlySw: 'Monthly SW',
  monthlySpcc: 'Monthly SPCC',
  monthlyUstSpill: 'Monthly UST Spill',
  monthlyUstRect: 'Monthly UST Rect',
  monthlySpillLogs: 'Monthly Spill Logs',
  qtrVisual: 'QTR Visual',
  shopInspection: 'Shop Inspection',
  /** The water-sample report layout (spec 3 §2.2), signed by the collector. */
  stormwaterSample: 'Stormwater Sample Report',
  visibleEmissions: 'Visible Emissions',
  hazardousWaste: 'Hazardous & Universal Waste',
  /** Brewery area forms (spec 3 §2.2); the opacity report is signed by Powerhouse Supervisor and EHS Manager. */
  breweryOpacity: 'Visible Opacity',
  breweryRoofVent: 'Brewing Roof Vent',
  breweryFilterCellar: 'Filter Cellar Area',
  breweryBrewhouse: 'Brewhouse Area',
  breweryGrainsUnloading: 'Grains Unloading Area',
} as const;

/**
 * Other spellings of a parent id that name the same form family (spec 1 §3, spec 2 §3: 'QTR Visual (also
 * QuarterVisual)'), as older data and copied forms write them.
 */
const PARENT_ID_ALIASES: Readonly<Record<string, string>> = {
  QuarterVisual: LIBRARY_PARENT_IDS.qtrVisual,
};

/** The parent id a form family is known by here, whichever spelling of it a form carries. */
export const canonicalParentId = (parentId: string): string => PARENT_ID_ALIASES[parentId] ?? parentId;

/** The brewery-area layout family (spec 3 §2.2). */
export const BREWERY_PARENT_IDS: readonly string[] = [
  LIBRARY_PARENT_IDS.breweryOpacity,
  LIBRARY_PARENT_IDS.breweryRoofVent,
  LIBRARY_PARENT_IDS.breweryFilterCellar,
  LIBRARY_PARENT_IDS.breweryBrewhouse,
  LIBRARY_PARENT_IDS.breweryGrainsUnloading,
];

/** The daily plant preventive layout (Ok / Needs Work / N/A table with a Notes box, spec 3 §2.2). */
export const PLANT_PREVENTIVE_PARENT_IDS: readonly string[] = [
  LIBRARY_PARENT_IDS.dailyPlantPreventive,
  LIBRARY_PARENT_IDS.plantPreventive,
];
