import { Share2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/use-toast';
import { postUrl, sharePost } from '../share';

export function ShareButton({ postId, title }: { postId: string; title: string }) {
  const onShare = async () => {
    const outcome = await sharePost({ title, url: postUrl(window.location.origin, postId) });
    if (outcome === 'copied') {
      toast({ title: 'Link Copied', description: 'Post link copied to clipboard!' });
    } else if (outcome === 'failed') {
      toast({
        variant: 'destructive',
        title: "Couldn't share",
        description: 'Copy the address from the post page instead.',
      });
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void onShare()}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
