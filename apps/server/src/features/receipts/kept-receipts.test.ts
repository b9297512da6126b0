import { describe, expect, it } from 'vitest';
import { keepDrawnReceipts, type RenderReceipt } from './kept-receipts.ts';
import { receiptHeader, stayPage } from './receipt-test-fixtures.ts';

/** A renderer that counts its drawings and answers a new buffer each time (failing when told to). */
function countingRenderer() {
  const drawn: string[] = [];
  let failNext = false;
  const render: RenderReceipt = async (header) => {
    drawn.push(header.addressee);
    if (failNext) {
      failNext = false;
      throw new Error('thread died');
    }
    return Buffer.from(`%PDF- for ${header.addressee} #${drawn.length}`);
  };
  return { render, drawn, failOnce: () => (failNext = true) };
}

describe('receipts kept by their content', () => {
  const header = receiptHeader({ addressee: 'Hanako Yamada' });
  const page = stayPage();

  it('draws a receipt once and answers the same bytes when its content is asked for again', async () => {
    const renderer = countingRenderer();
    const render = keepDrawnReceipts(renderer.render);
    const first = await render(header, page);
    // An equal header and page built anew (not the same objects) are the same receipt.
    const again = await render(receiptHeader({ addressee: 'Hanako Yamada' }), stayPage());
    expect(again).toBe(first);
    expect(renderer.drawn).toEqual(['Hanako Yamada']);
  });

  it('draws anew when anything the receipt says differs: addressee, amounts, issue day', async () => {
    const renderer = countingRenderer();
    const render = keepDrawnReceipts(renderer.render);
    await render(header, page);
    await render({ ...header, addressee: 'Taro Sato' }, page);
    await render(header, { ...page, paid: page.paid + 1 });
    await render({ ...header, issuedOn: '2026-11-26', now: new Date('2026-11-26T00:00:00Z') }, page);
    expect(renderer.drawn).toHaveLength(4);
  });

  it('shares one drawing between requests at once, and keeps no failed drawing', async () => {
    const renderer = countingRenderer();
    const render = keepDrawnReceipts(renderer.render);
    const [a, b] = await Promise.all([render(header, page), render(header, page)]);
    expect(a).toBe(b);
    expect(renderer.drawn).toHaveLength(1);

    const other = { ...header, addressee: 'Fails once' };
    renderer.failOnce();
    await expect(render(other, page)).rejects.toThrow('thread died');
    await expect(render(other, page)).resolves.toBeInstanceOf(Buffer);
    expect(renderer.drawn).toHaveLength(3);
  });

  it('forgets the least recently asked receipt past its size', async () => {
    const renderer = countingRenderer();
    const render = keepDrawnReceipts(renderer.render, 2);
    const named = (addressee: string) => render({ ...header, addressee }, page);
    await named('A');
    await named('B');
    await named('A');
    await named('C'); // B goes
    await named('A');
    await named('B');
    expect(renderer.drawn).toEqual(['A', 'B', 'C', 'B']);
  });
});
