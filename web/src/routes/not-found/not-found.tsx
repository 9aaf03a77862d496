import { NotFoundMessage } from '@/components/not-found-message';

export function NotFoundRoute() {
  return <NotFoundMessage />;
}
