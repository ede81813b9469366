import {
  CHOICE_TYPES,
  FACILITY_TYPES,
  FREQUENCIES,
  INSPECTION_TYPES,
  MAX_CHOICES,
  PERMIT_TYPES,
  PRIORITIES,
  QUESTION_TYPES,
} from '@envirotrack/shared';
import { describe, expect, it } from 'vitest';
import { builtInForms, PLANT_PREVENTIVE_PARENT_IDS } from './index';
import { allQuestions, byKey, missing, numbered } from './library.harness';

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
