import type { DocumentResponse } from '@dossier/contract';
import { Box } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useState } from 'react';
import { useInlineLink } from '../api/get-document-link.ts';
import { DocumentIcon } from './document-icon.tsx';

const SIZE = 40;
const isImage = (document: DocumentResponse) =>
  document.previewable && document.content_type.startsWith('image/');

/**
 * A small picture of an image document, the kind's icon for the others. The signed URL is asked for only once
 * the row scrolls into view, and the browser loads the picture lazily; the icon stays when either fails.
 */
export function DocumentThumbnail({ document }: { document: DocumentResponse }) {
  const image = isImage(document);
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  if (image && inViewport && !seen) setSeen(true);
  // The version's own link: a new version's picture is never the old one's cached URL.
  const link = useInlineLink(document.id, image && seen, document.version);
  // A picture that failed to load is not tried again until its URL is renewed.
  const [brokenSrc, setBrokenSrc] = useState<string>();
  const src = link.data?.signed_url;

  return (
    <Box
      ref={ref}
      w={SIZE}
      h={SIZE}
      c="brand.7"
      style={{
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      {src && src !== brokenSrc ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={SIZE}
          height={SIZE}
          data-thumbnail
          onError={() => setBrokenSrc(src)}
          style={{ objectFit: 'cover', width: SIZE, height: SIZE }}
        />
      ) : (
        <DocumentIcon contentType={document.content_type} />
      )}
    </Box>
  );
}
