import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/** The list frame (components/list-frame.tsx), on the plants list. */
test.describe('list frame', () => {
  test('the list rows keep the table look: striped, bordered, padded like the headings, a bold link first', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/maintenance');
    const table = page.getByRole('table');
    await expect(table.getByRole('link')).toHaveCount(20);
    // The rows are plain elements with the table's classes (list-frame.tsx): nothing of the look may be lost.
    const look = await table.evaluate((element) => {
      const style = (node: Element | null | undefined) => getComputedStyle(node ?? element);
      const [heading, first, second] = [...element.querySelectorAll('tr')];
      const link = first?.querySelector('a');
      return {
        stripes: [style(first).backgroundColor, style(second).backgroundColor],
        rowBorder: `${style(first).borderBottomWidth} ${style(first).borderBottomStyle}`,
        headingPadding: style(heading?.querySelector('th')).padding,
        cellPadding: style(first?.querySelector('td')).padding,
        link: [style(link).fontWeight, style(link).fontSize, style(link).textDecorationLine],
        number: [
          style(first?.querySelector('td span')).fontSize,
          style(first?.querySelector('td span')).color,
        ],
      };
    });
    expect(look.stripes[0]).not.toBe(look.stripes[1]);
    expect(look.rowBorder).toBe('1px solid');
    expect(look.cellPadding).toBe(look.headingPadding);
    expect(look.cellPadding).not.toBe('0px');
    expect(look.link).toEqual(['600', '14px', 'none']);
    // The row number is dimmed: not the text's colour.
    expect(look.number[0]).toBe('14px');
    expect(look.number[1]).not.toBe(await table.evaluate((element) => getComputedStyle(element).color));
    const link = table.getByRole('link').first();
    await link.hover();
    await expect(link).toHaveCSS('text-decoration-line', 'underline');
  });
});
