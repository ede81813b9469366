import {
  CHOICE_TYPES,
  FACILITY_TYPES,
  FREQUENCIES,
  INSPECTION_TYPES,
  MAX_CHOICES,
  moduleSizeOf,
  NOT_APPLICABLE,
  PERMIT_TYPES,
  PRIORITIES,
  QUESTION_TYPES,
  RATING_SCALE,
  SPECIAL_PARENT_IDS,
  type FacilityType,
  type QuestionType,
} from '@envirotrack/shared';
import { describe, expect, it } from 'vitest';
import { builtInForms, LIBRARY_PARENT_IDS, PLANT_PREVENTIVE_PARENT_IDS } from './index';
import type { LibraryForm, LibraryQuestion } from './types';

const ANSWERABLE: readonly QuestionType[] = ['ObjectiveType', 'Dropdown', 'Text', 'Comments', 'Date', 'Time'];
const isAnswerable = (q: LibraryQuestion) => ANSWERABLE.includes(q.type);
/** Numbered questions: answerable top-level questions (sub-questions are not counted). */
const numbered = (form: LibraryForm) => form.questions.filter(isAnswerable);
const OUTFALLS = ['Outfall 1', 'Outfall 2', 'Outfall 3', 'Outfall 4', 'Outfall 5', 'Outfall 6'];
const HOUSEKEEPING_CHOICES = [...RATING_SCALE, NOT_APPLICABLE];
const housekeepingIds: string[] = [SPECIAL_PARENT_IDS.housekeepingPlant, SPECIAL_PARENT_IDS.housekeepingShop];

/** Every question of every form at every depth, with where it sits. */
function allQuestions(): { form: LibraryForm; q: LibraryQuestion; where: string }[] {
  const out: { form: LibraryForm; q: LibraryQuestion; where: string }[] = [];
  const walk = (form: LibraryForm, qs: readonly LibraryQuestion[], path: string) =>
    qs.forEach((q, i) => {
      const where = `${form.key} ${path}${i}: ${q.text}`;
      out.push({ form, q, where });
      q.sub?.forEach((s, j) => walk(form, s.questions, `${path}${i}.${j}/`));
    });
  builtInForms.forEach((form) => walk(form, form.questions, ''));
  return out;
}

const missing = <T>(all: readonly T[], has: (x: T) => boolean) => all.filter((x) => !has(x));

const byKey = (key: string): LibraryForm => {
  const form = builtInForms.find((f) => f.key === key);
  if (!form) throw new Error(`no form ${key}`);
  return form;
};

describe('the built-in form library loads', () => {
  it('has forms, and every form has at least one question', () => {
    expect(builtInForms.length).toBeGreaterThan(0);
    for (const form of builtInForms) expect(form.questions.length, form.key).toBeGreaterThan(0);
  });

  it('has unique, stable (kebab-case) keys', () => {
    const keys = builtInForms.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has unique names within each facility type', () => {
    for (const type of FACILITY_TYPES) {
      const names = builtInForms.filter((f) => f.facilityTypes.includes(type)).map((f) => f.name);
      expect(new Set(names).size, type).toBe(names.length);
    }
  });

  it('uses only the shared vocabularies for types, facility, permit, frequency, inspection type, priority', () => {
    const badForms = builtInForms.filter(
      (f) =>
        f.facilityTypes.length === 0 ||
        new Set(f.facilityTypes).size !== f.facilityTypes.length ||
        missing(f.facilityTypes, (t) => FACILITY_TYPES.includes(t)).length > 0 ||
        !PERMIT_TYPES.includes(f.permitType) ||
        !FREQUENCIES.includes(f.frequency) ||
        !INSPECTION_TYPES.includes(f.inspectionType),
    );
    expect(badForms.map((f) => f.key)).toEqual([]);
    const badQuestions = allQuestions().filter(
      ({ q }) =>
        !QUESTION_TYPES.includes(q.type) ||
        q.text.trim() === '' ||
        (q.priority !== undefined && !PRIORITIES.includes(q.priority)),
    );
    expect(badQuestions.map((x) => x.where)).toEqual([]);
  });

  it('writes Paragraph text as tilde-separated paragraphs with none empty', () => {
    for (const { q, where } of allQuestions().filter((x) => x.q.type === 'Paragraph')) {
      for (const part of q.text.split('~')) expect(part.trim(), where).not.toBe('');
    }
  });
});

describe('numbered-question counts of spec 2 §3', () => {
  it.each([
    ['daily-form', 17],
    ['monthly-sw', 59],
    ['monthly-spcc', 28],
    ['monthly-ust-spill', 6],
    ['monthly-spill-logs', 4],
    ['monthly-ust-rect', 8],
    ['daily-plant-preventive', 54],
    ['qtr-visual', 24],
    ['shop-inspection', 27],
  ])('%s has %i numbered questions', (key, count) => {
    expect(numbered(byKey(key))).toHaveLength(count);
  });

  it('the Daily Form ends with Rain Amount, a Text question with a rain-gauge hint', () => {
    const form = byKey('daily-form');
    expect(form).toMatchObject({ name: 'Daily Form', parentId: 'DailyForm' });
    const last = numbered(form).at(-1);
    expect(last?.text).toContain('Rain Amount');
    expect(last?.type).toBe('Text');
    expect(last?.hint).toMatch(/rain gauge/i);
  });

  it('every daily plant preventive form (one per facility type) has 54 numbered questions', () => {
    const forms = builtInForms.filter((f) => PLANT_PREVENTIVE_PARENT_IDS.includes(f.parentId));
    const types = forms.flatMap((f) => f.facilityTypes);
    expect(types.sort()).toEqual(['Asphalt', 'Others', 'Quarry', 'Ready Mix']);
    expect(new Set(forms.map((f) => f.name))).toEqual(
      new Set(['Daily Plant Preventive', 'Plant Preventive']),
    );
    for (const form of forms) {
      expect(numbered(form), form.key).toHaveLength(54);
      expect(form).toMatchObject({ permitType: 'Water', frequency: 'Daily' });
    }
  });

  it('Monthly UST Rect carries the cathodic rectifier text: 20 volts, 5 amps, kept at least 5 years', () => {
    const paragraphs = byKey('monthly-ust-rect').questions.filter((q) => q.type === 'Paragraph');
    const info = paragraphs.map((q) => q.text).join('~');
    for (const words of ['manufacturer', 'model', 'serial', '20 volts', '5 amps', 'at least 5 years']) {
      expect(info.toLowerCase()).toContain(words);
    }
    expect(info).toContain('~');
  });
});

describe('choices, follow-ups and sub-questions', () => {
  it('every choice list has 1 to 6 distinct, non-empty choices', () => {
    for (const { q, where } of allQuestions().filter((x) => x.q.choices)) {
      const choices = q.choices ?? [];
      expect(choices.length, where).toBeGreaterThanOrEqual(1);
      expect(choices.length, where).toBeLessThanOrEqual(MAX_CHOICES);
      expect(new Set(choices).size, where).toBe(choices.length);
      for (const c of choices) expect(c.trim(), where).not.toBe('');
    }
  });

  it('only ObjectiveType and Dropdown questions have choices, and they always do', () => {
    for (const { q, where } of allQuestions()) {
      expect(Boolean(q.choices), where).toBe(CHOICE_TYPES.includes(q.type));
    }
  });

  it('every followUpOn is one of its own question’s choices', () => {
    for (const { q, where } of allQuestions().filter((x) => x.q.followUpOn !== undefined)) {
      expect(q.choices, where).toContain(q.followUpOn);
    }
  });

  it('sub-questions sit only under choice questions, on one of the parent’s choices', () => {
    for (const { q, where } of allQuestions().filter((x) => x.q.sub)) {
      expect(CHOICE_TYPES, where).toContain(q.type);
      for (const s of q.sub ?? []) {
        expect(q.choices, where).toContain(s.on);
        expect(s.questions.length, where).toBeGreaterThan(0);
      }
    }
  });
});

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
