/**
 * Issue 20: the first element to connect lays out a line of text in each of the element's weights while
 * its config is on its way, so the frame that shows the first list does not pay for the fonts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { elementStyleSheet } from '../../src/element/styles';
import { layOutSampleText, warmUpTextLayout } from '../../src/element/warm-up';

interface Seen {
  family: string;
  weight: string;
  lineWidth: number;
  host: DOMRect;
}

/** Records what the sample's line looks like when its host is measured (the layout), while it is in the page. */
function watchLayouts(): { seen: Seen[]; restore: () => void } {
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')!;
  const original = descriptor.value as (this: Element) => DOMRect;
  const seen: Seen[] = [];
  Object.defineProperty(HTMLElement.prototype, 'getBoundingClientRect', {
    configurable: true,
    value(this: HTMLElement): DOMRect {
      const rect = original.call(this);
      const line = this.shadowRoot?.querySelector('p');
      if (line) {
        const style = getComputedStyle(line);
        seen.push({ family: style.fontFamily, weight: style.fontWeight, lineWidth: original.call(line).width, host: rect });
      }
      return rect;
    },
  });
  return { seen, restore: () => void delete (HTMLElement.prototype as { getBoundingClientRect?: unknown }).getBoundingClientRect };
}

/** The nodes added to the body, one entry per task that added any (records are delivered per task). */
function watchBody(): { batches: HTMLElement[][]; stop: () => void } {
  const batches: HTMLElement[][] = [];
  const observer = new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]).filter((node): node is HTMLElement => node instanceof HTMLElement);
    if (added.length > 0) batches.push(added);
  });
  observer.observe(document.body, { childList: true });
  return { batches, stop: () => observer.disconnect() };
}

describe('text layout warm-up', () => {
  it('lays a line out in the element sheet’s font stack and the given weight, off-screen, and leaves the page as it was', async () => {
    const before = [...document.body.childNodes];
    const layouts = watchLayouts();
    const body = watchBody();
    try {
      layOutSampleText('600');
    } finally {
      layouts.restore();
    }
    await Promise.resolve(); // mutation records are delivered as a microtask
    body.stop();

    expect([...document.body.childNodes]).to.deep.equal(before);
    expect(body.batches).to.have.length(1);
    const host = body.batches[0]![0]!;
    expect(host.getAttribute('aria-hidden')).to.equal('true');
    expect(host.shadowRoot?.adoptedStyleSheets).to.include(elementStyleSheet());
    expect(layouts.seen).to.have.length(1);
    const [seen] = layouts.seen;
    // The element's own stack (styles.css), reached through the sheet's `.locator` rule.
    expect(seen!.family).to.include('system-ui');
    expect(seen!.family).to.include('Liberation Sans');
    expect(seen!.weight).to.equal('600');
    expect(seen!.lineWidth).to.be.greaterThan(100);
    expect(seen!.host.right).to.be.at.most(0); // never on screen
  });

  it('lays out the regular, semibold and bold faces once per page, one per task', async () => {
    const layouts = watchLayouts();
    const body = watchBody();
    try {
      warmUpTextLayout();
      warmUpTextLayout(); // a second element connecting
      expect(layouts.seen, 'nothing in the connecting task').to.have.length(0);
      await waitUntil(() => layouts.seen.length === 3, 'three lines laid out', { timeout: 2000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      layouts.restore();
      body.stop();
    }
    expect(layouts.seen.map((seen) => seen.weight)).to.deep.equal(['400', '600', '700']);
    expect(body.batches.map((batch) => batch.length)).to.deep.equal([1, 1, 1]);
    expect(document.body.querySelectorAll('[aria-hidden="true"]')).to.have.length(0);
  });
});
