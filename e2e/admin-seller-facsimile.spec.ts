import { crc32, deflateSync } from 'node:zlib';
import { createStaff, logIn } from './back-office';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';

/** A real PNG: a blue ring (a seal's) on a transparent ground, `size` pixels square. */
function sealPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const ring = Math.abs(Math.hypot(x - size / 2, y - size / 2) - size * 0.4) < 3;
      if (ring) row.set([30, 60, 200, 255], 1 + x * 4);
    }
    return row;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test("an administrator uploads the seller's facsimile, sees it, is told why a wrong file is refused, and removes it", async ({
  shop,
  demo,
}) => {
  const { page } = shop;
  const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
  const email = `facsimile-admin-${Date.now()}@example.com`;
  const password = 'facsimile-admin-pass-1';
  createStaff(email, password, 'admin');

  await page.goto('/login?redirect=%2Fadmin%2Fsite%2Fseller');
  await logIn(page, t, email, password);
  await expect(page).toHaveURL(/\/admin\/site\/seller$/);
  const card = page.getByRole('region', { name: await t('AdminFacsimile') });
  await expect(card.getByText(await t('AdminFacsimileNone'))).toBeVisible();

  await card.getByTestId('facsimile-file').setInputFiles({
    name: 'seal.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  });
  await expect(card.getByRole('alert')).toHaveText(await t('FacsimileTypeNotAllowed'));

  await card.getByTestId('facsimile-file').setInputFiles({
    name: 'seal.png',
    mimeType: 'image/png',
    buffer: sealPng(120),
  });
  const preview = card.getByRole('img', { name: await t('AdminFacsimile') });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await shop.expectAccessible('seller facsimile');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await expectNoHorizontalOverflow(shop);
    await page.screenshot({ path: test.info().outputPath(`seller-facsimile-${width}.png`), fullPage: true });
  }

  await card.getByRole('button', { name: await t('AdminFacsimileRemove') }).click();
  const dialog = page.getByRole('dialog', { name: await t('AdminFacsimileRemove') });
  await dialog.getByRole('button', { name: await t('AdminFacsimileRemove') }).click();
  await expect(card.getByText(await t('AdminFacsimileNone'))).toBeVisible();
  await expect(card.getByRole('button', { name: await t('AdminFacsimileUpload') })).toBeFocused();
  // The refused upload's 400 is the one error the browser logs.
  expect(shop.errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});
