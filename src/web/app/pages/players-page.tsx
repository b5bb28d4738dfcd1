import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { GamesTab } from '@web/features/games/components/games-tab';
import { OpenMatches } from '@web/features/splits/components/open-matches';
import { TeamsTab } from '@web/features/teams/components/teams-tab';
import { FiltersBar } from '@web/features/players/components/filters-bar';
import { PlayersTab } from '@web/features/players/components/players-tab';
import { type Filters, type Tab, filtersOf, searchFor, tabOf } from '@web/features/players/filters';

/** SPEC §2 Players screen: tabs Players, Games, Teams sharing one set of filters. */
export default function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const filters = filtersOf(params);
  const go = (nextTab: Tab, nextFilters: Filters) =>
    setParams(searchFor(nextTab, nextFilters), { replace: true });

  return (
    <PageContainer>
      <PageHeader title="Find Players" description="Players, games and teams near you." />
      <div className="space-y-6">
        <FiltersBar
          key={`${filters.q ?? ''}|${filters.location ?? ''}`}
          filters={filters}
          onChange={(next) => go(tab, next)}
        />
        <Tabs value={tab} onValueChange={(value) => go(value as Tab, filters)}>
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="players">Players</TabsTrigger>
            <TabsTrigger value="games">Games</TabsTrigger>
            <TabsTrigger value="teams">Teams</TabsTrigger>
          </TabsList>
          <TabsContent value="players" className="mt-6">
            <PlayersTab filters={filters} />
          </TabsContent>
          <TabsContent value="games" className="mt-6">
            <OpenMatches />
            <GamesTab filters={filters} />
          </TabsContent>
          <TabsContent value="teams" className="mt-6">
            <TeamsTab filters={filters} />
          </TabsContent>
        </Tabs>
      </div>
    </PageContainer>
  );
}
