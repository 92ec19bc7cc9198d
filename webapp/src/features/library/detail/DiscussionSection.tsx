import { Box, Button, Card, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import type { Discussion, DiscussionComment } from '@vault/contracts';
import { useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { RelativeTime } from '../ui/RelativeTime';

/** Comments kept, replies included. */
function commentCount(comments: readonly DiscussionComment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + commentCount(comment.replies), 0);
}

/** What a comment's score counts: Reddit's points, GitHub's reactions. */
type ScoreNoun = 'point' | 'reaction';

function scoreText(score: number, noun: ScoreNoun): string {
  return `${score.toLocaleString('en-US')} ${Math.abs(score) === 1 ? noun : `${noun}s`}`;
}

function Comment({ comment, noun }: { comment: DiscussionComment; noun: ScoreNoun }) {
  return (
    <Stack as="li" gap="2" listStyleType="none" data-testid="discussion-comment">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text as="span" fontWeight="semibold" color={comment.author ? 'fg' : 'fg.muted'}>
            {comment.author ?? 'deleted'}
          </Text>
          {comment.score !== null ? <Text as="span">{scoreText(comment.score, noun)}</Text> : null}
          {comment.createdAt ? <RelativeTime value={comment.createdAt} /> : null}
        </HStack>
        <Text
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          lineHeight="tall"
          color={comment.text ? 'fg' : 'fg.muted'}
          fontStyle={comment.text ? undefined : 'italic'}
        >
          {comment.text || 'This comment was deleted.'}
        </Text>
      </Stack>
      {comment.replies.length ? <Thread comments={comment.replies} noun={noun} nested /> : null}
    </Stack>
  );
}

function Thread({
  comments,
  noun,
  nested = false,
}: {
  comments: DiscussionComment[];
  noun: ScoreNoun;
  nested?: boolean;
}) {
  return (
    <Stack
      as="ul"
      gap="4"
      ps={nested ? { base: '3', md: '4' } : '0'}
      borderInlineStartWidth={nested ? '2px' : '0'}
      borderColor="border"
    >
      {comments.map((comment) => (
        <Comment key={comment.id} comment={comment} noun={noun} />
      ))}
    </Stack>
  );
}

/** A post's comments, collapsed under it until asked for, threaded by reply. */
export function DiscussionSection({
  discussion,
  scoreNoun = 'point',
}: {
  discussion: Discussion;
  scoreNoun?: ScoreNoun;
}) {
  const [open, setOpen] = useState(false);
  const count = commentCount(discussion.comments);
  if (count === 0) return null;
  const label = `${count.toLocaleString('en-US')} ${count === 1 ? 'comment' : 'comments'}`;
  return (
    <Card.Root size="sm" as="section" aria-label="Comments">
      <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Card.Header>
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" alignSelf="flex-start" px="1">
              {open ? <LuChevronDown aria-hidden /> : <LuChevronRight aria-hidden />}
              {label}
              {discussion.totalComments !== null && discussion.totalComments > count ? (
                <Text as="span" color="fg.muted" fontWeight="normal">
                  (best of {discussion.totalComments.toLocaleString('en-US')})
                </Text>
              ) : null}
            </Button>
          </Collapsible.Trigger>
        </Card.Header>
        <Collapsible.Content>
          <Card.Body>
            <Box>
              <Thread comments={discussion.comments} noun={scoreNoun} />
            </Box>
          </Card.Body>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card.Root>
  );
}
