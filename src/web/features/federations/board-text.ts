import type { BoardMember } from '@shared/contracts/federations';
import { boardMember, FEDERATION_MAX_BOARD } from '@shared/contracts/federations';

/** The board as the form's text: one "Name, Title" a line. */
export const boardToText = (board: BoardMember[]) =>
  board.map((member) => `${member.name}, ${member.title}`).join('\n');

/**
 * Reads the form's text back into board members: blank lines are skipped, the title is what
 * follows the last comma (names such as "Smith, Jr." keep theirs). Throws a message to show.
 */
export function textToBoard(text: string): BoardMember[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > FEDERATION_MAX_BOARD) {
    throw new Error(`At most ${FEDERATION_MAX_BOARD} board members`);
  }
  return lines.map((line, index) => {
    const comma = line.lastIndexOf(',');
    const parsed = boardMember.safeParse({
      name: comma > 0 ? line.slice(0, comma) : line,
      title: comma > 0 ? line.slice(comma + 1) : '',
    });
    if (!parsed.success) {
      throw new Error(
        `Line ${index + 1}: write a name, a comma and a title (e.g. "Ann Lee, Chair")`,
      );
    }
    return parsed.data;
  });
}
