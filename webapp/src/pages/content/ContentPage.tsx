import { Container } from '@chakra-ui/react';
import { isPaidPlan } from '@vault/contracts';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { ContentDetail } from '../../features/library/detail/ContentDetail';
import { DetailLoading, DetailNotFound } from '../../features/library/detail/DetailStates';
import { useContentItem } from '../../features/library/use-content-item';
import { useMarkRead } from '../../features/library/use-mark-read';
import { HttpError } from '../../lib/api';

/** `/content/:id`: one saved item; opening it marks it read (spec 2.8). */
export function ContentPage() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const query = useContentItem(Number(id));
  const paid = isPaidPlan(user?.subscriptionPlan, user?.subscriptionStatus);
  // A deleted item answers 404 on the next fetch; other failures keep what is already shown.
  const gone = query.error instanceof HttpError && query.error.status === 404;
  const item = gone ? undefined : query.data;
  useMarkRead(item);

  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }}>
      <title>{`${item?.title || 'Content Details'} · Vault`}</title>
      {item ? (
        <ContentDetail item={item} paid={paid} />
      ) : query.isLoading ? (
        <DetailLoading />
      ) : (
        <DetailNotFound />
      )}
    </Container>
  );
}
