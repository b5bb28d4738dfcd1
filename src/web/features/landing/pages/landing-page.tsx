import { CallToActionSection } from '../components/call-to-action-section';
import { CommunityPostsSection } from '../components/community-posts-section';
import { FeaturedVenuesSection } from '../components/featured-venues-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { RoleCardsSection } from '../components/role-cards-section';
import { SamplePlayersSection } from '../components/sample-players-section';
import { VenueSearchSection } from '../components/venue-search-section';

/** The visitor's home (SPEC §2 "Landing page"), in the SPEC's order. */
export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <RoleCardsSection />
      <VenueSearchSection />
      <FeaturedVenuesSection />
      <SamplePlayersSection />
      <FeaturesSection />
      <CommunityPostsSection />
      <CallToActionSection />
    </>
  );
}
