import { expect, test } from './fixtures';
import { expectAccessible } from './support';

// The scan every journey relies on must be able to fail: on the page itself, in a same-origin frame, and
// again after a client-side navigation (the document keeps the axe-core it was given at the first scan).
test('the accessibility scan reports violations on the page, in its frames and after navigating', async ({
  page,
}) => {
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    image.id = 'image-without-alt';
    document.querySelector('main')?.append(image);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt[\s\S]*#image-without-alt/);

  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The frame goes outside the app's root: React may still be replacing the prerendered page, which would
  // take a frame inside it away before it loads.
  await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.title = 'A frame';
    frame.srcdoc =
      '<!doctype html><html lang="en"><title>Inner</title><main><img src="/favicon.ico"></main></html>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.body.append(frame);
    await loaded;
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);

  await page.evaluate(() => document.querySelector('iframe')?.remove());
  await page.getByRole('link', { name: 'Accessibility Statement' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expectAccessible(page);
  await page.evaluate(() => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<input id="unlabelled-input">');
  });
  await expect(expectAccessible(page)).rejects.toThrow(/#unlabelled-input/);
});
