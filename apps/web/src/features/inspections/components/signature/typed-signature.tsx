import { useEffect, useRef } from 'react';
import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import '@fontsource/allura';
import '@fontsource/dancing-script';
import '@fontsource/great-vibes';
import '@fontsource/homemade-apple';
import '@fontsource/sacramento';
import { SIGNATURE_CANVAS, SIGNATURE_FONTS, type SignatureFont } from '@envirotrack/shared';
import { drawTypedSignature, loadSignatureFont } from './signature-image';
import classes from './signature.module.css';

interface TypedSignatureProps {
  name: string;
  font: SignatureFont;
  onNameChange(name: string): void;
  onFontChange(font: SignatureFont): void;
  invalid: boolean;
}

/** The name as it will be saved: drawn by the same code as the PNG, so the preview is what gets signed. */
export function TypedPreview({
  name,
  font,
  invalid,
}: Pick<TypedSignatureProps, 'name' | 'font' | 'invalid'>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let current = true;
    void loadSignatureFont(name, font).then(() => {
      if (!current) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = SIGNATURE_CANVAS.width * ratio;
      canvas.height = SIGNATURE_CANVAS.height * ratio;
      context.scale(ratio, ratio);
      drawTypedSignature(context, name.trim(), font);
    });
    return () => {
      current = false;
    };
  }, [name, font]);

  return (
    <div className={classes.frame} data-line data-invalid={invalid || undefined}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`Signature preview: ${name.trim() || 'no name'} in ${font}`}
        style={{ display: 'block', width: SIGNATURE_CANVAS.width, height: SIGNATURE_CANVAS.height }}
      />
      <span className={classes.signHere} aria-hidden>
        ×
      </span>
    </div>
  );
}

/** Typed mode (spec 2 §4): the name, and the five script fonts to pick from, each showing the name. */
export function TypedSignatureControls({ name, font, onNameChange, onFontChange }: TypedSignatureProps) {
  const shown = name.trim() || 'Your Name';
  return (
    <Stack gap="sm" maw={640}>
      <TextInput
        maw={327}
        label="Name to sign"
        value={name}
        maxLength={120}
        autoComplete="name"
        onChange={(event) => onNameChange(event.currentTarget.value)}
      />
      <Radio.Group
        label="Signature style"
        value={font}
        onChange={(chosen) => onFontChange(chosen as SignatureFont)}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt={6}>
          {SIGNATURE_FONTS.map((choice) => (
            <Radio.Card
              key={choice}
              value={choice}
              aria-label={choice}
              // One tab stop for the group, as for native radios; the arrow keys move between the styles.
              tabIndex={choice === font ? 0 : -1}
              radius="sm"
              p="xs"
              className={classes.fontCard}
            >
              <span className={classes.fontName} style={{ fontFamily: `"${choice}", cursive` }}>
                {shown}
              </span>
              <Text size="xs" c="dimmed">
                {choice}
              </Text>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}
