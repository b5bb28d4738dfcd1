import { describe, expect, it } from 'vitest';
import { boardToText, textToBoard } from './board-text';

describe('board text', () => {
  it('reads one "Name, Title" a line and writes it back the same', () => {
    const text = 'Ann Lee, Chair\n\n  Tom Smith, Jr., Treasurer  ';
    const board = textToBoard(text);
    expect(board).toEqual([
      { name: 'Ann Lee', title: 'Chair' },
      { name: 'Tom Smith, Jr.', title: 'Treasurer' },
    ]);
    expect(textToBoard(boardToText(board))).toEqual(board);
  });

  it('says which line lacks a title', () => {
    expect(() => textToBoard('Ann Lee, Chair\nBob')).toThrow(/^Line 2:/);
  });
});
