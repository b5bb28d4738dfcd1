import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from './page-header';

/** A page with its title and a short note, for screens whose full version is still being built. */
export function TitledPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      {children}
    </PageContainer>
  );
}
