import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { messages } from '@envirotrack/shared';
import { notifyError } from '../lib/notify';
import { exportPdf } from './export-pdf';

interface ExportPreviewProps {
  /** The button's text ('Export as PDF'). */
  label: string;
  /** The PDF's name, decided when Export is pressed. */
  fileName: () => string;
  /** The printed width in px (the preview shows it at that width). */
  width: number;
  /** What is printed; rendered only while the preview is open. */
  children: ReactNode;
  /** Named in the console when the image-to-PDF step fails. */
  what: string;
}

/**
 * 'Export as PDF' (spec 2 §2.6, spec 3 §4): the Export Preview modal of the printable content, then the PDF.
 * A missing print area cancels silently; an image-to-PDF failure is logged and the user told it did not work.
 */
export function ExportPreview({ label, fileName, width, children, what }: ExportPreviewProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const printArea = useRef<HTMLDivElement>(null);

  const download = async () => {
    if (!printArea.current) return;
    setExporting(true);
    try {
      await exportPdf(printArea.current, fileName());
      close();
    } catch (error) {
      console.error(`${what} PDF export failed`, error);
      notifyError(messages.genericFailure);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title="Export Preview" size={width + 48} padding="md">
        <Stack gap="md">
          {/* Focusable, so keyboard users can scroll the preview: it holds nothing else to focus. */}
          <ScrollArea.Autosize
            mah="65vh"
            type="auto"
            offsetScrollbars
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Export preview' }}
          >
            <Box bd="1px solid var(--mantine-color-gray-3)" w={width} mx="auto" bg="white">
              <div ref={printArea}>{opened && children}</div>
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
