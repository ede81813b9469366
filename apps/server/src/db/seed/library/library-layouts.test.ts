import {
  FACILITY_TYPES,
  FREQUENCIES,
  moduleSizeOf,
  PERMIT_TYPES,
  SPECIAL_PARENT_IDS,
  type FacilityType,
} from '@envirotrack/shared';
import { describe, expect, it } from 'vitest';
import { builtInForms, LIBRARY_PARENT_IDS } from './index';
import {
  HOUSEKEEPING_CHOICES,
  OUTFALLS,
  byKey,
  housekeepingIds,
  isAnswerable,
  missing,
} from './library.harness';

describe('housekeeping scorecards (spec 2 §4)', () => {
  const scorecards = builtInForms.filter((f) => housekeepingIds.includes(f.parentId));

  it('items are rated exactly Unacceptable..Excellent plus N/A, flagged on Unacceptable, with a STANDARD hint', () => {
    expect(scorecards).toHaveLength(2);
    for (const form of scorecards) {
      expect(form.inspectionType).toBe('HouseKeeping');
      const items = form.questions.filter((q) => q.type === 'ObjectiveType');
      expect(items.length, form.key).toBeGreaterThan(0);
      for (const q of items) {
        expect(q.choices).toEqual(HOUSEKEEPING_CHOICES);
        expect(q.followUpOn).toBe('Unacceptable');
        expect(q.hint?.trim(), q.text).toBeTruthy();
      }
    }
  });

  it('are blocks of Subtitle, items and BlockScore, then TotalScore, ending with "List all items scored =<3"', () => {
    for (const form of scorecards) {
      const qs = form.questions.filter((q) => q.type !== 'Title');
      const total = qs.findIndex((q) => q.type === 'TotalScore');
      expect(total, form.key).toBeGreaterThan(0);
      let inBlock = false;
      let items = 0;
      for (const q of qs.slice(0, total)) {
        if (q.type === 'Subtitle') {
          expect(inBlock, `${form.key}: block opened twice`).toBe(false);
          inBlock = true;
          items = 0;
        } else if (q.type === 'ObjectiveType') {
          expect(inBlock).toBe(true);
          items += 1;
        } else {
          expect(q.type).toBe('BlockScore');
          expect(items).toBeGreaterThan(0);
          inBlock = false;
        }
      }
      expect(inBlock).toBe(false);
      const after = qs.slice(total + 1);
      expect(after.every((q) => q.type === 'Comments')).toBe(true);
      expect(after.at(-1)?.text).toBe('List all items scored =<3');
    }
  });
});

describe('check lists answered per slot (spec 2 §4)', () => {
  const slotsOf = (parentId: string) =>
    builtInForms
      .filter((f) => f.parentId === parentId)
      .flatMap((f) => f.questions.filter((q) => q.type === 'ObjectiveType').map((q) => q.choices));

  it('daily-weekly items are answered Mon to Sat, or once as Weekly', () => {
    const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    for (const id of [SPECIAL_PARENT_IDS.dailyWeeklyAll, SPECIAL_PARENT_IDS.dailyWeeklyAdditional]) {
      const slots = slotsOf(id);
      expect(slots.length).toBeGreaterThan(0);
      for (const s of slots) expect([weekdays, ['Weekly']]).toContainEqual(s);
      expect(slots).toContainEqual(['Weekly']);
    }
  });

  it('yearly items are answered at 6 Month and 12 Month, or once as Annual', () => {
    const slots = slotsOf(SPECIAL_PARENT_IDS.yearlyCheck);
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect([['6 Month', '12 Month'], ['Annual']]).toContainEqual(s);
  });

  it('every slot item is followed by its repair comment and repair completed date', () => {
    const ids: string[] = [
      SPECIAL_PARENT_IDS.dailyWeeklyAll,
      SPECIAL_PARENT_IDS.dailyWeeklyAdditional,
      SPECIAL_PARENT_IDS.yearlyCheck,
    ];
    for (const form of builtInForms.filter((f) => ids.includes(f.parentId))) {
      form.questions.forEach((q, i) => {
        if (q.type !== 'ObjectiveType') return;
        expect(form.questions[i + 1]?.type, q.text).toBe('Comments');
        expect(form.questions[i + 2]?.type, q.text).toBe('Date');
      });
    }
  });
});

describe('module forms (spec 2 §4, §9)', () => {
  it('Maintenance Record has modules of 4 and Improvements & CAPEX of 3, as moduleSizeOf says', () => {
    const record = builtInForms.filter((f) => f.parentId === SPECIAL_PARENT_IDS.maintenanceRecord);
    const capex = builtInForms.filter((f) => f.parentId === SPECIAL_PARENT_IDS.improvementsCapex);
    expect(record.length).toBeGreaterThan(0);
    expect(capex.length).toBeGreaterThan(0);
    for (const f of record) expect(f.moduleSize).toBe(4);
    for (const f of capex) expect(f.moduleSize).toBe(3);
  });

  it('only module forms have a module size; their answerable count is a multiple of it, without sub-questions, edit-only', () => {
    for (const form of builtInForms.filter((f) => f.moduleSize !== undefined)) {
      expect(form.moduleSize).toBe(moduleSizeOf(form.parentId));
      expect([SPECIAL_PARENT_IDS.maintenanceRecord, SPECIAL_PARENT_IDS.improvementsCapex]).toContain(
        form.parentId,
      );
      const answerable = form.questions.filter(isAnswerable);
      expect(answerable.length % (form.moduleSize ?? 1), form.key).toBe(0);
      expect(form.questions.some((q) => q.sub)).toBe(false);
      expect(form.editOnly, `${form.key} is edit-only`).toBe(true);
    }
  });
});

describe('point sources, declarations and special readings', () => {
  it('stormwater forms are filled per outfall, Outfall 1 to Outfall 6', () => {
    const stormwater = [
      LIBRARY_PARENT_IDS.monthlySw,
      LIBRARY_PARENT_IDS.qtrVisual,
      LIBRARY_PARENT_IDS.stormwaterSample,
    ];
    for (const parentId of stormwater) {
      const forms = builtInForms.filter((f) => f.parentId === parentId);
      expect(forms.length, parentId).toBeGreaterThan(0);
      for (const form of forms) expect(form.pointSources).toEqual(OUTFALLS);
    }
  });

  it('point-source lists, where present, are non-empty and distinct', () => {
    for (const form of builtInForms.filter((f) => f.pointSources)) {
      const ps = form.pointSources ?? [];
      expect(ps.length).toBeGreaterThan(0);
      expect(new Set(ps).size).toBe(ps.length);
    }
  });

  it('forms carrying a certification require the declaration (SWPPP, QTR visual, SPCC, sample report, shop)', () => {
    const keys = ['monthly-sw', 'qtr-visual', 'monthly-spcc', 'stormwater-sample-report', 'shop-inspection'];
    expect(keys.filter((key) => !byKey(key).declarationRequired)).toEqual([]);
  });

  it('the weekly dust collector form asks the pressure drop with the normal range (.5 to 10 inches)', () => {
    const form = builtInForms.find((f) => f.parentId === SPECIAL_PARENT_IDS.weeklyDustCollector);
    const reading = form?.questions.find((q) => q.type === 'Text' && /pressure drop/i.test(q.text));
    expect(reading?.hint).toMatch(/\.5/);
    expect(reading?.hint).toMatch(/10 inches/);
  });

  it('has the brewery area forms, the opacity form and the water-sample report of spec 3 §2.2', () => {
    const names = builtInForms.map((f) => f.name);
    const areas = ['Visible Opacity', 'Brewing Roof Vent', 'Filter Cellar Area', 'Brewhouse Area'];
    expect(names).toEqual(
      expect.arrayContaining([...areas, 'Grains Unloading Area', 'Stormwater Sample Report']),
    );
    expect(
      builtInForms.some((f) => f.permitType === 'Air' && f.parentId === LIBRARY_PARENT_IDS.visibleEmissions),
    ).toBe(true);
  });
});

describe('coverage of facility types, permit types and layouts', () => {
  it('every facility type has at least one Inspections form', () => {
    const has = (type: FacilityType) =>
      builtInForms.some((f) => f.facilityTypes.includes(type) && f.inspectionType === 'Inspections');
    expect(missing(FACILITY_TYPES, has)).toEqual([]);
  });

  it('every permit type and every frequency has at least one form', () => {
    expect(missing(PERMIT_TYPES, (p) => builtInForms.some((f) => f.permitType === p))).toEqual([]);
    expect(missing(FREQUENCIES, (fr) => builtInForms.some((f) => f.frequency === fr))).toEqual([]);
  });

  it('every special parent id of spec 2 §9 has a form', () => {
    const ids = Object.values(SPECIAL_PARENT_IDS);
    expect(missing(ids, (id) => builtInForms.some((f) => f.parentId === id))).toEqual([]);
  });
});
