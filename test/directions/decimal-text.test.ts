import { expect } from '@open-wc/testing';
import { parseDecimalText, stepAmount } from '../../src/directions/decimal-text';

describe('decimal text of the route options amounts', () => {
  it('reads a comma or a point as the decimal separator, and nothing else as a number', () => {
    const read = (texts: string[]) => texts.map((text) => parseDecimalText(text));
    expect(read(['6,5', '6.5', ' 40 ', '7', '6,', ',5', '.5', '0', '6,55'])).to.deep.equal([6.5, 6.5, 40, 7, 6, 0.5, 0.5, 0, 6.55]);
    for (const text of ['', ' ', ',', '.', '-2', '+2', '6,5,1', '1.000', '1,000', '1.000,5', '1 000', '6e1', 'sechs', '6,5 l']) {
      expect(parseDecimalText(text), text).to.be.NaN;
    }
  });

  it("steps on the step's grid, within the range, without float dust", () => {
    const range = { min: 1, max: 50 };
    expect(stepAmount(40.4, 1, 0.1, range)).to.equal(40.5);
    expect(stepAmount(7, 1, 0.1, range)).to.equal(7.1);
    expect(stepAmount(6.55, -1, 0.1, range)).to.equal(6.5);
    expect(stepAmount(50, 1, 0.1, range)).to.equal(50);
    expect(stepAmount(1, -1, 1, range)).to.equal(1);
    expect(stepAmount(32.5, 1, 1, range)).to.equal(34);
  });
});
