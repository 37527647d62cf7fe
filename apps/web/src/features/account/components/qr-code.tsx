import { Box, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

const SIZE = 200;

/** An SVG picture of the text as a data URL; the encoder loads only when a QR code is shown (issue 23's set-up). */
async function qrDataUrl(text: string): Promise<string> {
  const { renderSVG } = await import('uqr');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`;
}

/** A QR code of `text` (an otpauth:// address), described by `alt`. */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSource(null);
    void qrDataUrl(text).then((url) => {
      if (current) setSource(url);
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!source) return <Skeleton width={SIZE} height={SIZE} />;
  return (
    <Box
      component="img"
      src={source}
      alt={alt}
      width={SIZE}
      height={SIZE}
      style={{ imageRendering: 'pixelated' }}
    />
  );
}
