const MARGIN_PT = 24;
const JPEG_QUALITY = 0.85;
const SCALE = 2;

/**
 * Spec 2 §2.6, §7 (plants), spec 3 §2.8 (dashboard): the printable area as a compressed, letter-portrait PDF, one page after another when it
 * is taller than a page. JPEG slices keep the file small (PNG snapshots make 5 MB PDFs). The libraries are
 * loaded on first use so that they stay out of the main bundle.
 */
export async function exportPdf(element: HTMLElement, fileName: string): Promise<void> {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([
    import('jspdf'),
    import('html2canvas-pro'),
  ]);
  const canvas = await html2canvas(element, {
    scale: SCALE,
    backgroundColor: '#ffffff',
    useCORS: true,
    logging: false,
  });
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter', compress: true });
  const width = pdf.internal.pageSize.getWidth() - 2 * MARGIN_PT;
  const printableHeight = pdf.internal.pageSize.getHeight() - 2 * MARGIN_PT;
  // How many canvas pixels fit on one page at the width the image is printed.
  const sliceHeight = Math.floor((printableHeight * canvas.width) / width);
  const breaks = breakPoints(element, canvas.width / element.offsetWidth);
  const forced = forcedBreaks(element, canvas.width / element.offsetWidth);

  for (let top = 0, page = 0; top < canvas.height; page++) {
    const limit = top + sliceHeight;
    // End the page below the last table row or block that fits whole, else cut where the page ends.
    // A block marked data-page-break starts a new page (the dashboard's print layout, spec 3 §2.8).
    const must = forced.find((y) => y > top && y < Math.min(limit, canvas.height));
    const end =
      must ??
      (limit >= canvas.height ? canvas.height : (breaks.findLast((y) => y > top && y <= limit) ?? limit));
    const height = end - top;
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = height;
    const context = slice.getContext('2d');
    if (!context) throw new Error('No 2D canvas context for the PDF export.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, slice.width, slice.height);
    context.drawImage(canvas, 0, top, canvas.width, height, 0, 0, canvas.width, height);
    if (page > 0) pdf.addPage('letter', 'portrait');
    const image = slice.toDataURL('image/jpeg', JPEG_QUALITY);
    pdf.addImage(
      image,
      'JPEG',
      MARGIN_PT,
      MARGIN_PT,
      width,
      (height * width) / canvas.width,
      undefined,
      'FAST',
    );
    top = end;
  }
  pdf.save(fileName);
}

/** Where a page must end, in canvas pixels: above each block marked `data-page-break`. */
function forcedBreaks(element: HTMLElement, scale: number): number[] {
  const origin = element.getBoundingClientRect().top;
  return [...element.querySelectorAll('[data-page-break]')]
    .map((block) => Math.round((block.getBoundingClientRect().top - origin) * scale))
    .sort((a, b) => a - b);
}

/** Where a page may end, in canvas pixels: below a table row, or above a heading. */
function breakPoints(element: HTMLElement, scale: number): number[] {
  const origin = element.getBoundingClientRect().top;
  const rows = [...element.querySelectorAll('tr')].map((row) => row.getBoundingClientRect().bottom);
  const headings = [...element.querySelectorAll('h2, h3')].map((h) => h.getBoundingClientRect().top - 8);
  return [...rows, ...headings].map((y) => Math.round((y - origin) * scale)).sort((a, b) => a - b);
}
