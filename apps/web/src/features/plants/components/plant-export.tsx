import { useRef, useState } from 'react';
import { Box, Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { messages, type PlantDetails } from '@envirotrack/shared';
import { notifyError } from '../../../lib/notify';
import { exportPdf } from '../../../components/export-pdf';
import { exportFileName } from './plant-format';
import { PlantPrintView, PRINT_WIDTH } from './plant-print-view';

/** 'Export as PDF' (spec 2 §2.6): an Export Preview of the printable plant, then the PDF download. */
export function PlantExport({ plant }: { plant: PlantDetails }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const printArea = useRef<HTMLDivElement>(null);

  const download = async () => {
    // Spec 2 §2.6: without a print area the export stops silently.
    if (!printArea.current) return;
    setExporting(true);
    try {
      await exportPdf(printArea.current, exportFileName());
      close();
    } catch (error) {
      // Spec 2 §2.6: an image-to-PDF failure is logged; the user is told it did not work.
      console.error('Plant PDF export failed', error);
      notifyError(messages.genericFailure);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={open}>
        Export as PDF
      </Button>
      <Modal opened={opened} onClose={close} title="Export Preview" size={PRINT_WIDTH + 48} padding="md">
        <Stack gap="md">
          {/* Focusable, so keyboard users can scroll the preview: it holds nothing else to focus. */}
          <ScrollArea.Autosize
            mah="65vh"
            type="auto"
            offsetScrollbars
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Export preview' }}
          >
            <Box bd="1px solid var(--mantine-color-gray-3)" w="fit-content" mx="auto">
              <div ref={printArea}>
                <PlantPrintView plant={plant} />
              </div>
            </Box>
          </ScrollArea.Autosize>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              loading={exporting}
              onClick={() => void download()}
            >
              Export
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
