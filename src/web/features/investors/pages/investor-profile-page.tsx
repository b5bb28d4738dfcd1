import { useNavigate } from 'react-router';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { useMyInvestorProfile } from '../api/investments';
import { InvestorLinks } from '../components/nav-actions';
import { ProfileForm } from '../components/profile-form';

/** /investments/profile: create or edit my investor profile. */
export default function InvestorProfilePage() {
  const profile = useMyInvestorProfile();
  const navigate = useNavigate();
  return (
    <PageContainer>
      <PageHeader
        title={profile.data ? 'Investor profile' : 'Create your investor profile'}
        description="Who you are as an investor: what you look for and the size of your tickets."
        actions={<InvestorLinks current="/investments/profile" />}
      />
      {profile.isLoading ? (
        <CardsSkeleton count={1} />
      ) : profile.isError ? (
        <EmptyList>Your profile could not load. Please try again.</EmptyList>
      ) : (
        <ProfileForm
          profile={profile.data ?? null}
          onSaved={profile.data ? undefined : () => void navigate('/dashboard/investor')}
        />
      )}
    </PageContainer>
  );
}
