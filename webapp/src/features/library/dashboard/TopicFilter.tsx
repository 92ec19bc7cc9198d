import { NativeSelect } from '@chakra-ui/react';
import { type Topic, TOPICS } from '@vault/contracts';
import { useAtom } from 'jotai';
import { topicAtom } from '../library-atoms';

/** Narrows the library to one topic (combined with the chip and the search). */
export function TopicFilter() {
  const [topic, setTopic] = useAtom(topicAtom);
  return (
    <NativeSelect.Root
      size="sm"
      width={{ base: 'full', sm: '48' }}
      flex={{ base: '1', sm: '0 0 auto' }}
    >
      <NativeSelect.Field
        aria-label="Filter by topic"
        value={topic ?? ''}
        onChange={(event) => setTopic((event.target.value || null) as Topic | null)}
      >
        <option value="">All topics</option>
        {TOPICS.map((entry) => (
          <option key={entry} value={entry}>
            {entry}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
