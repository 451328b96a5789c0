/** Answers cut from shared slabs never share bytes with another answer. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerBuffer, locationsJson } from '../src/http/respond.ts';

describe('answer buffers', () => {
  it('hand out regions that never overlap, across slabs, and a large answer a buffer of its own', () => {
    const answers: Buffer[] = [];
    // Past one 512 KB slab: sizes from a few bytes to 40 KB.
    for (let k = 0; k < 300; k++) {
      const b = answerBuffer(5 + ((k * 7919) % 40_000));
      b.fill(k % 251);
      answers.push(b);
    }
    for (const [k, b] of answers.entries()) assert.ok(b.every((byte) => byte === k % 251), `answer ${k} kept its bytes`);
    assert.ok(new Set(answers.map((b) => b.buffer)).size > 1, 'more than one slab was used');
    const large = answerBuffer(200_000);
    assert.equal(large.byteOffset, 0);
    assert.equal(large.buffer.byteLength >= 200_000 && !answers.some((b) => b.buffer === large.buffer), true);
  });

  it('an answer is not changed by the answers made after it', () => {
    const first = locationsJson([Buffer.from('{"id":"a"}')], [Buffer.from('{"id":"c"}')]);
    const text = first.toString();
    for (let k = 0; k < 100; k++) locationsJson([Buffer.from(`{"id":"${k}"}`)], []);
    assert.equal(first.toString(), text);
    assert.equal(text, '{"locations":[{"id":"a"}],"clusters":[{"id":"c"}]}');
  });
});
