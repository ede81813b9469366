import {
  addDays,
  formatTime,
  HALF_YEAR_SLOTS,
  isFlaggedAnswer,
  joinSlots,
  SLOT_SEPARATOR,
  lowScoreNotes,
  NOT_APPLICABLE,
  RATING_SCALE,
  totalScore,
  WEEKDAYS,
} from '@envirotrack/shared';
import type { Calendar } from './calendar';
import type { FormModel, QuestionNode } from './form-model';
import type { Rng } from './random';
import { REPAIR_NOTES } from './texts';

/** Rating labels in the order of FillInput.ratings. */
export const RATING_LABELS: readonly string[] = [...RATING_SCALE, NOT_APPLICABLE];

/** Everything about one inspection that its answers depend on. */
export interface FillInput {
  rng: Rng;
  calendar: Calendar;
  dayIndex: number;
  /** Minutes after local midnight the form was filled in. */
  minute: number;
  modules: number;
  person: string;
  jobTitle: string;
  /** Chance a flagged question gets its follow-up answer. */
  flagRate: number;
  /** Chance an item offering N/A is answered N/A. */
  naRate: number;
  /** Cumulative weights over RATING_LABELS (housekeeping ratings). */
  ratings: readonly number[];
  /** Weekday slots (Mon .. Sat) the plant worked this week up to the inspection date. */
  workedDays: readonly boolean[];
}

export interface FlagDraft {
  q: number;
  m: number;
  a: string;
}

export interface FilledAnswers {
  /** The answers as stored (AnswerRecord[] JSON in canonical order), which is also what the hash covers. */
  json: string;
  /** The answered question ids as a PostgreSQL array literal. */
  changed: string;
  flags: FlagDraft[];
  totalScore: number | null;
}

const MAX_MODULES = 3;
const FLAGGABLE_AT_FULL_RATE = 8;

/** Fills one form again and again, reusing its buffers: the hot loop of the generator. */
export class AnswerFiller {
  private readonly values: (string | undefined)[];
  private readonly prefixes: string[];
  /** Stored fragments of module 0 by slot and answer: most answers repeat, so most rows allocate little. */
  private readonly fragments: Map<string, string>[];
  private repair: { slot: number; count: number; day: number } | null = null;
  private flagged = 0;
  /** A long check list raises about as many flags per inspection as a short one, not five times more. */
  private readonly flagScale: number;

  constructor(readonly model: FormModel) {
    this.values = new Array<string | undefined>(model.answerable.length * MAX_MODULES);
    this.prefixes = model.answerable.map((n) => `{"q":${n.id},"m":0,"a":`);
    this.fragments = model.answerable.map(() => new Map<string, string>());
    const flaggable = model.answerable.filter((n) => n.spec?.kind === 'check' || n.spec?.kind === 'rating');
    this.flagScale = Math.min(1, FLAGGABLE_AT_FULL_RATE / Math.max(1, flaggable.length));
  }

  fill(input: FillInput): FilledAnswers {
    const { answerable } = this.model;
    const modules = Math.min(MAX_MODULES, Math.max(1, input.modules));
    this.values.fill(undefined, 0, answerable.length * modules);
    this.flagged = 0;
    for (let m = 0; m < modules; m++) {
      this.repair = null;
      this.visit(this.model.roots, m, modules, input);
    }
    let score: number | null = null;
    if (this.model.scored) {
      const lookup = new Map<number, string>();
      for (const node of this.model.roots) {
        const value = node.slot < 0 ? undefined : this.values[node.slot * modules];
        if (value) lookup.set(node.id, value);
      }
      score = totalScore(this.model.scored, lookup);
      for (const node of this.model.roots)
        if (node.spec?.kind === 'lowScore')
          this.values[node.slot * modules] = lowScoreNotes(this.model.scored, lookup);
    }
    let json = '[';
    let changed = '{';
    const flags: FlagDraft[] = [];
    for (const node of answerable) {
      let answered = false;
      for (let m = 0; m < modules; m++) {
        const value = this.values[node.slot * modules + m];
        if (!value) continue;
        json += `${json.length > 1 ? ',' : ''}${this.fragment(node, m, value)}`;
        answered = true;
        // isFlaggedAnswer splits slot answers; only an answer holding the trigger or a slot can be flagged.
        const candidate = value === node.followUpOn || value.includes(SLOT_SEPARATOR);
        if (node.isFlagged && candidate && isFlaggedAnswer(node, value))
          flags.push({ q: node.id, m, a: value });
      }
      if (answered) changed += `${changed.length > 1 ? ',' : ''}${node.id}`;
    }
    return { json: `${json}]`, changed: `${changed}}`, flags, totalScore: score };
  }

  private fragment(node: QuestionNode, m: number, value: string): string {
    if (m > 0) return `{"q":${node.id},"m":${m},"a":${JSON.stringify(value)}}`;
    const cache = this.fragments[node.slot];
    const known = cache?.get(value);
    if (known) return known;
    const made = `${this.prefixes[node.slot] ?? ''}${JSON.stringify(value)}}`;
    if (cache && cache.size < 64) cache.set(value, made);
    return made;
  }

  private visit(nodes: readonly QuestionNode[], m: number, modules: number, input: FillInput): void {
    for (const node of nodes) {
      if (node.slot < 0) continue;
      const value = this.answer(node, input);
      if (!value) continue;
      this.values[node.slot * modules + m] = value;
      for (const child of node.children)
        if (child.answerSelected === value) this.visit([child], m, modules, input);
    }
  }

  private dayPlus(input: FillInput, shift: [number, number], done: boolean): string {
    const offset = input.rng.int(shift[0], shift[1]);
    const index = input.dayIndex + offset;
    const day = input.calendar.days[index];
    if (day) return day.iso;
    if (done && index >= input.calendar.days.length) return input.calendar.to;
    return addDays(input.calendar.days[input.dayIndex]?.iso ?? input.calendar.to, offset);
  }

  private answer(node: QuestionNode, input: FillInput): string {
    const spec = node.spec;
    const { rng } = input;
    switch (spec?.kind) {
      case 'check': {
        const r = rng.next();
        const rate = input.flagRate * this.flagScale * (spec.high ? 0.6 : 1);
        if (r < rate) {
          this.flagged++;
          return spec.trigger;
        }
        return spec.na && r < rate + input.naRate ? spec.na : spec.good;
      }
      case 'rating': {
        const label = RATING_LABELS[rng.weighted(input.ratings)] ?? 'Good';
        if (label === spec.trigger) this.flagged++;
        return node.choices.includes(label) ? label : (node.choices[0] ?? '');
      }
      case 'choice':
        return node.choices[rng.weighted(spec.cumulative)] ?? '';
      case 'slots':
        return this.slots(spec.labels, input);
      case 'slotNote': {
        if (!this.repair) return '';
        const slots = new Array<string>(this.repair.count).fill('');
        slots[this.repair.slot] = spec.date
          ? (input.calendar.days[Math.min(this.repair.day + rng.int(0, 2), input.calendar.days.length - 1)]
              ?.iso ?? input.calendar.to)
          : rng.pick(REPAIR_NOTES);
        return joinSlots(slots);
      }
      case 'date':
        return this.dayPlus(input, spec.shift, spec.done);
      case 'time': {
        const minute = spec
          ? Math.min(23 * 60 + 59, Math.max(0, input.minute + (spec.shift ? rng.int(...spec.shift) : 0)))
          : input.minute;
        return formatTime(Math.floor(minute / 60), minute % 60);
      }
      case 'comment':
        if (!spec.detail && !rng.chance(this.flagged ? 0.85 : 0.35)) return '';
        return spec.make(rng, this.flagged > 0);
      case 'text':
        return spec.make({ rng, person: input.person, jobTitle: input.jobTitle, dayIndex: input.dayIndex });
      default:
        // lowScore is filled from the ratings once every other answer is known.
        return '';
    }
  }

  /** A check-list item: each slot marked with its label when done; now and then a repair on one of them. */
  private slots(labels: readonly string[], input: FillInput): string {
    const { rng } = input;
    const day = input.calendar.days[input.dayIndex];
    const weekdays = labels.length === WEEKDAYS.length;
    const marks = labels.map((label, i) => {
      if (weekdays) return input.workedDays[i] && rng.chance(0.96) ? label : '';
      if (label === HALF_YEAR_SLOTS[1])
        return Number(day?.iso.slice(5, 7) ?? 0) >= 10 && rng.chance(0.9) ? label : '';
      return rng.chance(0.93) ? label : '';
    });
    const marked = marks.flatMap((mark, i) => (mark ? [i] : []));
    this.repair = null;
    if (marked.length && rng.chance(0.04)) {
      const slot = rng.pick(marked);
      const weekday = day?.weekday ?? 1;
      const slotDay = weekdays ? input.dayIndex - (weekday - 1 - slot) : input.dayIndex;
      this.repair = { slot, count: labels.length, day: Math.max(0, Math.min(slotDay, input.dayIndex)) };
    }
    return joinSlots(marks);
  }
}
