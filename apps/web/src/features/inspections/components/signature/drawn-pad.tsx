import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref, type RefObject } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { SIGNATURE_CANVAS } from '@envirotrack/shared';
import { drawnSignaturePng, SIGNATURE_INK } from './signature-image';
import classes from './signature.module.css';

export interface DrawnPadHandle {
  isEmpty(): boolean;
  png(): Promise<Blob>;
  clear(): void;
}

interface DrawnPadProps {
  ref: Ref<DrawnPadHandle>;
  /** The strokes, kept by the field so that switching to typed and back does not lose them. */
  strokes: RefObject<PointGroup[]>;
  onDraw(): void;
  invalid: boolean;
}

/** The signature_pad canvas (spec 2 §9: 327 by 150); pointer events, so mouse, pen and touch all draw. */
export function DrawnPad({ ref, strokes, onDraw, invalid }: DrawnPadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const drawn = useEffectEvent(onDraw);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Drawn at the screen's pixel ratio so the ink is sharp; the saved PNG is scaled to the signature size.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = SIGNATURE_CANVAS.width * ratio;
    canvas.height = SIGNATURE_CANVAS.height * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: SIGNATURE_INK, minWidth: 0.8, maxWidth: 2.6 });
    if (strokes.current.length) pad.fromData(strokes.current);
    const keep = () => {
      strokes.current = pad.toData();
      drawn();
    };
    pad.addEventListener('endStroke', keep);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', keep);
      pad.off();
      padRef.current = null;
    };
  }, [strokes]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      png: () => {
        if (!canvasRef.current) return Promise.reject(new Error('The signature pad is not shown.'));
        return drawnSignaturePng(canvasRef.current);
      },
      clear: () => {
        padRef.current?.clear();
        strokes.current = [];
      },
    }),
    [strokes],
  );

  return (
    <div className={classes.frame} data-invalid={invalid || undefined}>
      <canvas
        ref={canvasRef}
        className={classes.pad}
        role="img"
        aria-label="Signature pad: draw your signature with the mouse, a pen or a finger"
        style={{ width: SIGNATURE_CANVAS.width, height: SIGNATURE_CANVAS.height }}
      />
      <span className={classes.signHere} aria-hidden>
        ×
      </span>
    </div>
  );
}
