export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareApis = {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
};

/** The address that opens one post (what Share sends or copies). */
export const postUrl = (origin: string, postId: string) =>
  `${origin}/community/posts/${encodeURIComponent(postId)}`;

/**
 * SPEC §2 Share: the device's share sheet when there is one, else the link copied to the
 * clipboard. Closing the share sheet is not an error; a share sheet that fails falls back to
 * copying.
 */
export async function sharePost(
  { title, url }: { title: string; url: string },
  apis: ShareApis = {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    writeText: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
  },
): Promise<ShareOutcome> {
  if (apis.share) {
    try {
      await apis.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!apis.writeText) return 'failed';
  try {
    await apis.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** A short title for a post: its first line, trimmed to a readable length. */
export function postTitle(content: string, authorName: string): string {
  const firstLine = content.trim().split('\n')[0] ?? '';
  const short = firstLine.length > 60 ? `${firstLine.slice(0, 57)}…` : firstLine;
  return short ? `${authorName}: ${short}` : `A post by ${authorName}`;
}
