import { useParams } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { Card, CardContent } from '@web/components/ui/card';
import { FollowButton } from '@web/features/follows/components/follow-button';
import { useSponsor } from '../api/sponsors';
import { SponsorSummary } from '../components/sponsor-summary';

/** /sponsors/:id: a sponsor's public page, with the follow button. */
export default function SponsorPage() {
  const { id = '' } = useParams();
  const sponsor = useSponsor(id);
  if (!sponsor.data) {
    return (
      <RecordPageState
        isLoading={sponsor.isLoading}
        error={sponsor.error}
        notFound={{ title: 'Sponsor not found' }}
        failed={{ title: 'The sponsor could not load', text: 'Please try again.' }}
        back={{ to: '/', label: 'Home' }}
      />
    );
  }
  const s = sponsor.data;
  return (
    <PageContainer>
      <PageHeader
        title={s.companyName}
        description={s.sponsorType ? `${s.sponsorType} sponsor` : 'Sponsor'}
        actions={<FollowButton entityType="sponsor" entityId={s.id} name={s.companyName} />}
      />
      <Card>
        <CardContent className="p-6">
          <SponsorSummary sponsor={s} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
