import type { DomainEventOf } from '@shared/events';
import type { Db } from '@server/db/client';
import { nameOf, postFacts, quote, teamFacts } from './lookups';
import type { NotificationInput } from './notify';

/** Teams, followers, likes and comments. Nobody is told of their own doing. */

export async function teamRequested(
  db: Db,
  { data }: DomainEventOf<'team.requested'>,
): Promise<NotificationInput[]> {
  const team = await teamFacts(db, data.teamId);
  if (!team) return [];
  const player = await nameOf(db, data.userId);
  return team.leaders
    .filter((userId) => userId !== data.userId)
    .map((userId) => ({
      userId,
      type: 'team' as const,
      key: `team.requested:${data.requestId}`,
      title: 'Request to join your team',
      message: `${player} asks to join ${team.name}.`,
      link: `/teams/${data.teamId}`,
      relatedId: data.teamId,
      actorId: data.userId,
    }));
}

export async function teamRequestDecided(
  db: Db,
  { data }: DomainEventOf<'team.request_decided'>,
): Promise<NotificationInput[]> {
  const team = await teamFacts(db, data.teamId);
  if (!team) return [];
  return [
    {
      userId: data.userId,
      type: 'team',
      key: `team.request_decided:${data.requestId}`,
      title: data.accepted ? `Welcome to ${team.name}` : 'Team request declined',
      message: data.accepted
        ? `Your request to join ${team.name} was accepted.`
        : `Your request to join ${team.name} was declined.`,
      link: `/teams/${data.teamId}`,
      relatedId: data.teamId,
    },
  ];
}

export async function playerFollowed(
  db: Db,
  { data }: DomainEventOf<'player.followed'>,
): Promise<NotificationInput[]> {
  if (data.followerId === data.followeeId) return [];
  return [
    {
      userId: data.followeeId,
      type: 'social',
      key: `player.followed:${data.followerId}`,
      title: 'New follower',
      message: `${await nameOf(db, data.followerId)} started following you.`,
      link: `/players/${data.followerId}`,
      relatedId: data.followerId,
      actorId: data.followerId,
    },
  ];
}

export async function postLiked(
  db: Db,
  { data }: DomainEventOf<'post.liked'>,
): Promise<NotificationInput[]> {
  if (!data.liked) return [];
  const post = await postFacts(db, data.postId);
  if (!post || post.authorId === data.userId) return [];
  return [
    {
      userId: post.authorId,
      type: 'social',
      key: `post.liked:${data.postId}:${data.userId}`,
      title: 'New like',
      message: `${await nameOf(db, data.userId)} liked your post ${quote(post.excerpt)}`,
      link: `/community/posts/${data.postId}`,
      relatedId: data.postId,
      actorId: data.userId,
    },
  ];
}

export async function commentCreated(
  db: Db,
  { data }: DomainEventOf<'comment.created'>,
): Promise<NotificationInput[]> {
  const post = await postFacts(db, data.postId);
  if (!post || post.authorId === data.userId) return [];
  return [
    {
      userId: post.authorId,
      type: 'social',
      key: `comment.created:${data.commentId}`,
      title: 'New comment',
      message: `${await nameOf(db, data.userId)} commented on your post ${quote(post.excerpt)}`,
      link: `/community/posts/${data.postId}`,
      relatedId: data.postId,
      actorId: data.userId,
    },
  ];
}
