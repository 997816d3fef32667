import { splitLinks } from '../lib/linkify';

/** A message's text as text (React escapes it); web addresses become safe links. */
export function MessageText({ content }: { content: string }) {
  return (
    <>
      {splitLinks(content).map((segment, i) =>
        segment.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable text
            key={i}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2 hover:no-underline"
          >
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable text
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
