import { LOCALES } from '../packages/contract/src/locales.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signInToConsole } from './console-kit.ts';
import { expect, test } from './fixtures.ts';

// Every console screen in each of the five languages (issue 17): a brand admin, who may open them all,
// walks them in one language per test (the two workers take the five in parallel); each screen has
// its level-1 heading in that language's script and the page's language set. Axe checks every screen
// in English and Japanese (the structure is the same in each language; Japanese has the longest
// unbroken words of the CJK three) and the first screen in all five, which keeps the sweep within the CI
// budget (it was the largest browser spec at 222 s). The flows of
// the other console specs do the work on these screens; this one proves their words and accessibility.
// The language is the console's own setting (what its header menu writes).

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const HOTEL = 1;
const SCREENS = [
  '/',
  `/hotels/${HOTEL}/reservations`,
  `/hotels/${HOTEL}/rates`,
  `/hotels/${HOTEL}/setup`,
  `/hotels/${HOTEL}/setup/room-types`,
  `/hotels/${HOTEL}/setup/room-types/new`,
  `/hotels/${HOTEL}/setup/plans`,
  `/hotels/${HOTEL}/setup/plans/new`,
  `/hotels/${HOTEL}/setup/cancellation-policies`,
  `/hotels/${HOTEL}/setup/cancellation-policies/new`,
  `/hotels/${HOTEL}/setup/extras`,
  `/hotels/${HOTEL}/setup/questions`,
  `/hotels/${HOTEL}/setup/promotions`,
  `/hotels/${HOTEL}/setup/branding`,
  `/hotels/${HOTEL}/integrations`,
  `/hotels/${HOTEL}/integrations/webhooks`,
  '/hotels/new',
  '/brand',
  '/staff',
  '/audit',
  '/account',
];
const LANGUAGE_TAGS = { ja: 'ja', en: 'en', zh_Hans: 'zh-Hans', zh_Hant: 'zh-Hant', ko: 'ko' } as const;

for (const locale of LOCALES) {
  const axeEverywhere = locale === 'en' || locale === 'ja';
  test(`every console screen in ${locale} is worded in it${axeEverywhere ? ' and passes axe' : ''}`, async ({
    page,
    server,
  }) => {
    await signInToConsole(page, server, { role: 'brand_admin' });
    await page.evaluate((value) => localStorage.setItem('yadori.console.locale', value), locale);
    for (const screen of SCREENS) {
      await page.goto(`/admin${screen}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, screen).toBeVisible();
      await expect(page.locator('.loading'), screen).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[locale]);
      const words = (await heading.textContent())?.trim() ?? '';
      expect(words, screen).not.toBe('');
      // Japanese, Chinese and Korean headings hold kana, hanzi/kanji or hangul: never English alone.
      if (locale !== 'en')
        expect(words, `${screen} is not in English`).toMatch(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/);
      if (axeEverywhere || screen === SCREENS[0]) await expectNoAxeViolations(page);
    }
  });
}
