/** How many of the newest posts a phone's first screen can show. */
const FIRST_SCREEN_POSTS = 3;

/**
 * Which of the first posts carries the first photo on screen (the feed's largest paint, even
 * when the newest post has none), or -1: that photo loads at once.
 */
export function firstPicturedIndex(posts: { images: string[] }[]): number {
  return posts.slice(0, FIRST_SCREEN_POSTS).findIndex((post) => post.images.length > 0);
}
