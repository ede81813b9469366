import { createHash } from 'node:crypto';
import { SIGNATURE_FONTS, WEEKDAYS } from '@envirotrack/shared';
import type { AnswerFiller } from './answers';
import type { Calendar } from './calendar';
import type { FormModel } from './form-model';
import type { PlantToFill } from './org-context';
import { inspectionDay, isCompleted, isWorkday, type PlantProfile } from './plant-profile';
import { cumulative } from './random';
import { signingKey } from './signatures';
import { FOLLOW_UP_REMARKS } from './texts';
import { InspectionBatch } from './writer';

const MODULE_COUNTS = cumulative([0.5, 0.3, 0.2]);
const SIGNATURE_FONT = SIGNATURE_FONTS[0];

/** A form's weekly check-list sheet is saved on the last worked day of its week, every day ticked. */
const isWeekdaySheet = (model: FormModel) =>
  model.answerable.some((n) => n.spec?.kind === 'slots' && n.spec.labels.length === WEEKDAYS.length);

export interface FormRun {
  plant: PlantToFill;
  profile: PlantProfile;
  filler: AnswerFiller;
  source: { id: number; name: string } | null;
  /** The first day index this form may be dated on. */
  start: number;
}

/**
 * Turns one plant x form x point source into inspection rows, period by period: whether the plant filled it
 * in, when, by whom, the answers, the signature and the flags with their follow-up.
 */
export class RowBuilder {
  batch = new InspectionBatch();
  inspections = 0;
  flags = 0;
  openFlags = 0;

  constructor(
    private readonly calendar: Calendar,
    /** Signature image names by plant and signer (`signingKey`). */
    private readonly files: ReadonlyMap<string, string>,
    private readonly dryRun: boolean,
  ) {}

  /** Hands over the rows built so far and starts a new batch. */
  take(): InspectionBatch {
    const full = this.batch;
    this.batch = new InspectionBatch();
    return full;
  }

  /** Adds the form's inspections over the whole range (in a dry run, only counts them). */
  fillForm(run: FormRun): void {
    const { calendar } = this;
    const { template } = run.filler.model;
    const { profile } = run;
    const neglect = profile.rng.chance(0.1) ? 0.6 : 1;
    const sheet = isWeekdaySheet(run.filler.model);
    for (const period of calendar.periods[template.frequency]) {
      if (period.last < run.start) continue;
      if (!isCompleted(profile, calendar, template.frequency, period, neglect)) continue;
      const day = inspectionDay(profile, calendar, template.frequency, period, sheet);
      if (day === undefined || day < run.start) continue;
      this.inspections++;
      if (!this.dryRun) this.addRow(run, period.key, day);
    }
  }

  private addRow(run: FormRun, periodKey: string, day: number): void {
    const { calendar, batch } = this;
    const { plant, profile, filler, source } = run;
    const { template } = filler.model;
    const { rng } = profile;
    const creator =
      plant.creators.length > 1 && rng.chance(0.3) ? rng.pick(plant.creators) : plant.creators[0];
    if (!creator) throw new Error(`plant ${plant.code} has nobody to fill in its forms`);
    const minute =
      template.frequency === 'Daily' ? profile.startMinute + rng.int(0, 45) : rng.int(7 * 60, 15 * 60 + 30);
    const { at, time } = calendar.instant(day, minute);
    const weekday = calendar.days[day]?.weekday ?? 1;
    const filled = filler.fill({
      rng,
      calendar,
      dayIndex: day,
      minute,
      modules: template.moduleSize ? rng.weighted(MODULE_COUNTS) + 1 : 1,
      person: creator.name,
      jobTitle: creator.jobTitle || 'Plant Manager',
      flagRate: profile.flagRate,
      naRate: profile.naRate,
      ratings: profile.ratings,
      workedDays: WEEKDAYS.map((_, i) => {
        const index = day - (weekday - 1) + i;
        return index <= day && (index < 0 || isWorkday(profile, calendar, index));
      }),
    });
    const row = batch.size + 1;
    batch.plantId.push(plant.id);
    batch.templateId.push(template.id);
    batch.formRootId.push(template.rootId);
    batch.pointSourceId.push(source?.id ?? null);
    batch.pointSource.push(source?.name ?? null);
    batch.periodKey.push(periodKey);
    batch.inspectionDate.push(calendar.days[day]?.iso ?? calendar.to);
    batch.inspectionType.push(template.inspectionType);
    batch.permitType.push(template.permitType);
    batch.frequency.push(template.frequency);
    batch.time.push(time);
    batch.totalScore.push(filled.totalScore);
    batch.createdBy.push(creator.id);
    batch.createdAt.push(at);
    batch.changed.push(filled.changed);
    batch.answers.push(filled.json);
    batch.signatures.push(
      JSON.stringify({
        file: this.files.get(signingKey(plant.id, creator.id)) ?? '',
        mode: 'typed',
        typedName: creator.name,
        font: SIGNATURE_FONT,
        signedBy: creator.id,
        signedAt: at,
        // The stored answers are in canonical order already, so this is answersHash() of them.
        answersHash: createHash('sha256').update(filled.json).digest('hex'),
      }),
    );
    for (const flag of filled.flags) this.addFlag(run, row, day, { q: flag.q, m: flag.m, answer: flag.a });
  }

  /** Recent flags are still open (and a poor plant leaves some older ones open); the rest were followed up. */
  private addFlag(run: FormRun, row: number, day: number, raised: { q: number; m: number; answer: string }) {
    const { calendar } = this;
    const { profile, plant } = run;
    const { rng } = profile;
    const last = calendar.days.length - 1;
    this.flags++;
    if (last - day < profile.openDays || rng.chance(profile.backlog)) {
      this.openFlags++;
      this.batch.addFlag(row, {
        ...raised,
        status: 'open',
        remark: null,
        date: null,
        by: null,
        closedAt: null,
      });
      return;
    }
    const followUp = Math.min(last, day + rng.int(1, 14));
    this.batch.addFlag(row, {
      ...raised,
      status: 'closed',
      remark: rng.pick(FOLLOW_UP_REMARKS),
      date: calendar.days[followUp]?.iso ?? calendar.to,
      by: rng.pick(plant.reviewers).id,
      closedAt: calendar.instant(followUp, rng.int(13 * 60, 16 * 60 + 30)).at,
    });
  }
}
