import type { PlantDetails } from '@envirotrack/shared';
import { ExportPreview } from '../../../components/export-preview';
import { exportFileName } from './plant-format';
import { PlantPrintView, PRINT_WIDTH } from './plant-print-view';

/** 'Export as PDF' (spec 2 §2.6): an Export Preview of the printable plant, then the PDF download. */
export function PlantExport({ plant }: { plant: PlantDetails }) {
  return (
    <ExportPreview label="Export as PDF" fileName={exportFileName} width={PRINT_WIDTH} what="Plant">
      <PlantPrintView plant={plant} />
    </ExportPreview>
  );
}
