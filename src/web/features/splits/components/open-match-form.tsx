import { useState } from 'react';
import { SKILL_LEVELS, type SkillLevel } from '@shared/constants';
import type { SplitView } from '@shared/contracts/splits';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { capitalise } from '@web/lib/format';
import { toast } from '@web/lib/use-toast';
import { useOpenMatch } from '../api/splits';

/** The booker lists the open shares as an open match for a level range (or changes the range). */
export function OpenMatchForm({ split }: { split: SplitView }) {
  const [levelMin, setLevelMin] = useState<SkillLevel>(split.levelMin ?? 'beginner');
  const [levelMax, setLevelMax] = useState<SkillLevel>(split.levelMax ?? 'expert');
  const open = useOpenMatch(split.bookingId);
  const id = (name: string) => `${name}-${split.bookingId}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await open.mutateAsync({ levelMin, levelMax });
      toast({
        title: split.isOpen ? 'Open match updated' : 'Match opened',
        description: 'Players at these levels see it in the Games tab and can join and pay.',
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't open the match",
        description: errorMessage(error, 'Please try again.'),
      });
    }
  }

  const select = (name: string, value: SkillLevel, set: (level: SkillLevel) => void) => (
    <select
      id={id(name)}
      className="h-9 rounded-md border bg-background px-2 text-sm"
      value={value}
      onChange={(e) => set(e.target.value as SkillLevel)}
    >
      {SKILL_LEVELS.map((level) => (
        <option key={level} value={level}>
          {capitalise(level)}
        </option>
      ))}
    </select>
  );

  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)}>
      <div className="grid gap-1">
        <label htmlFor={id('level-min')} className="text-xs text-muted-foreground">
          From level
        </label>
        {select('level-min', levelMin, setLevelMin)}
      </div>
      <div className="grid gap-1">
        <label htmlFor={id('level-max')} className="text-xs text-muted-foreground">
          To level
        </label>
        {select('level-max', levelMax, setLevelMax)}
      </div>
      <Button type="submit" size="sm" variant="outline" pending={open.isPending}>
        {split.isOpen ? 'Update open match' : 'Open as a match'}
      </Button>
    </form>
  );
}
