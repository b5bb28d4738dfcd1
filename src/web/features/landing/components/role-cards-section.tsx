import { ROLE_IDS } from '@shared/constants';
import { ROLES } from '@web/features/roles/roles';
import { LandingSection } from './landing-section';

/** The ten roles of SPEC §2, one card each, in the SPEC's order. */
export function RoleCardsSection() {
  return (
    <LandingSection
      eyebrow="For everyone in sport"
      title="One platform, every role in the game"
      description="Whether you play, own a venue, run a team or back the sport, there is a place for you."
    >
      {/* Two columns from the smallest phone: ten cards in one column made a page of 11,000 px. */}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        {ROLE_IDS.map((id) => {
          const { name, description, icon: Icon } = ROLES[id];
          return (
            <li
              key={id}
              data-testid="role-card"
              className="group rounded-xl border bg-card p-3.5 text-card-foreground sm:p-5 shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
            >
              <span
                className="mb-3 flex size-9 sm:mb-4 sm:size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground"
                aria-hidden
              >
                <Icon className="size-5" />
              </span>
              <h3 className="text-sm font-semibold sm:text-base">{name}</h3>
              <p className="mt-1.5 text-xs text-muted-foreground sm:text-sm">{description}</p>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
