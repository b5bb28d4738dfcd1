import { Link } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold tracking-tight"
      aria-label={`${PRODUCT_NAME} home`}
    >
      <img src="/favicon.svg" alt="" className="size-7 sm:size-8" width={32} height={32} />
      <span className="text-base sm:text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
