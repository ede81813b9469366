import { useState } from 'react';
import { today, type InspectionType } from '@envirotrack/shared';
import { usePlantInspections, usePlantInspectionsByDate } from '../api/get-plant-inspections';
import { formSections, sectionKey, type FormSection } from './plant-form-sections';
import { startDate } from './section-dates';

export interface SectionView extends FormSection {
  /** ISO: the date the section's picker shows and its forms open for. */
  date: string;
  /** loading: the forms shown are an earlier answer, their Begin/Edit state is not yet known for `date`. */
  state: 'ready' | 'loading' | 'error';
  retry: () => void;
}

/**
 * The plant's forms, one section per permit type and frequency, each at its own date: one query per distinct
 * date, so sections at the same date share it and dates already seen answer from the cache while refetched.
 */
export function usePlantSections(plantId: number, inspectionType: InspectionType, asked: string | null) {
  const [todayIso] = useState(() => today());
  // The address follows the last date picked; the sections not picked keep the date the modal opened with.
  const [wanted] = useState(asked);
  // The first answer tells which sections there are; the widest picker (weekly) bounds the date asked.
  const [baseDate] = useState(() => startDate('Weekly', wanted, todayIso));
  const [picked, setPicked] = useState<Record<string, string>>({});
  const base = usePlantInspections(plantId, inspectionType, baseDate);

  const layout = base.data ? formSections(base.data) : [];
  const dateOf = (section: FormSection) =>
    picked[sectionKey(section)] ?? startDate(section.frequency, wanted, todayIso);
  const dates = [...new Set([baseDate, ...layout.map(dateOf)])];
  const results = usePlantInspectionsByDate(plantId, inspectionType, dates);

  const sections = layout.map((section): SectionView => {
    const date = dateOf(section);
    const result = results[dates.indexOf(date)];
    const fresh = result?.isSuccess === true && result.isFetchedAfterMount;
    const forms = fresh
      ? (formSections(result.data).find((s) => sectionKey(s) === sectionKey(section))?.forms ?? [])
      : section.forms;
    return {
      ...section,
      forms,
      date,
      state: fresh ? 'ready' : result?.isError ? 'error' : 'loading',
      retry: () => void result?.refetch(),
    };
  });

  const setSectionDate = (section: FormSection, isoDate: string) =>
    setPicked((current) => ({ ...current, [sectionKey(section)]: isoDate }));

  return { base, sections, todayIso, setSectionDate };
}
