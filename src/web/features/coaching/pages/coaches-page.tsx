import { Search } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { useSports } from '@web/features/sports/api/sports';
import { useCoaches } from '../api/coaching';
import { CoachCard } from '../components/coach-card';

/** /coaches: players find a coach by sport and by name, speciality or place. */
export default function CoachesPage() {
  const [params, setParams] = useSearchParams();
  const sportId = params.get('sportId') ?? '';
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const sports = useSports();
  const coaches = useCoaches({ sportId, q });

  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <PageHeader
        title="Coaches"
        description="Find a coach for you or your team: by sport, speciality or city."
      />
      <form
        className="mb-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] sm:items-end"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          set('q', text.trim());
        }}
      >
        <FormField id="coach-search" label="Search">
          {(field) => (
            <Input
              {...field}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Name, speciality or city"
            />
          )}
        </FormField>
        <FormField id="coach-sport" label="Sport">
          {(field) => (
            <NativeSelect
              {...field}
              value={sportId}
              onChange={(e) => set('sportId', e.target.value)}
            >
              <option value="">All sports</option>
              {sports.data?.map((sport) => (
                <option key={sport.id} value={sport.id}>
                  {sport.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button type="submit">
          <Search aria-hidden /> Search
        </Button>
      </form>
      {coaches.isLoading ? (
        <CardsSkeleton count={3} />
      ) : !coaches.data ? (
        <EmptyList>The coaches could not load. Please try again.</EmptyList>
      ) : coaches.data.length === 0 ? (
        <EmptyList>No coach matches. Try another sport or fewer words.</EmptyList>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Coaches">
          {coaches.data.map((coach) => (
            <CoachCard key={coach.userId} coach={coach} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
