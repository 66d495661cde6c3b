#!/usr/bin/env python3
"""Makes the game's sounds: short effects and a quiet music loop, synthesised here from sine,
square and noise waves with simple envelopes, and written as 16-bit mono WAV files in
assets/sounds/. Standard library only; the same script always writes the same bytes (the
noise comes from a fixed seed). Run it from anywhere: python3 assets/make_sounds.py
"""

import math
import os
import random
import struct
import wave

RATE = 22050
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sounds")


def envelope(i, n, attack=0.01, release=0.6):
    """A quick rise and an exponential fall over n samples."""
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    return a * math.exp(-t / max(release * n / RATE, 1e-4) * 3.0)


def tone(freq, seconds, volume=0.5, shape="sine", slide=0.0, release=0.6, attack=0.005):
    """A note that may slide in pitch (slide: the change in Hz over its length)."""
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        f = freq + slide * i / n
        phase += 2 * math.pi * f / RATE
        if shape == "square":
            v = 1.0 if math.sin(phase) >= 0 else -1.0
            v *= 0.5
        elif shape == "triangle":
            v = 2 / math.pi * math.asin(math.sin(phase))
        else:
            v = math.sin(phase)
        out.append(v * volume * envelope(i, n, attack, release))
    return out


def noise(seconds, volume=0.3, release=0.3, seed=1, smooth=0.0):
    """Filtered noise: smooth near 1 is a soft thud, near 0 a hiss."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * volume * envelope(i, n, 0.002, release))
    return out


def mix(*parts):
    n = max(len(p) for p in parts)
    return [sum(p[i] for p in parts if i < len(p)) for i in range(n)]


def then(*parts):
    out = []
    for p in parts:
        out.extend(p)
    return out


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def write(name, samples):
    os.makedirs(OUT, exist_ok=True)
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.9 / peak
    with wave.open(os.path.join(OUT, name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s * scale)) * 32767)) for s in samples))


def music():
    """Eight bars of a quiet plucked tune over a soft bass, looping seamlessly."""
    beat = 0.3
    melody = [0, 4, 7, 4, 9, 7, 4, 2, 0, 4, 7, 12, 11, 7, 4, 2,
              5, 9, 12, 9, 7, 4, 2, 4, 0, 4, 7, 4, 2, -1, 0, None]
    bass = [0, 0, 5, 5, 7, 7, 0, 0]
    root = 261.63
    total = int(RATE * beat * len(melody))
    out = [0.0] * total
    for k, step in enumerate(melody):
        if step is None:
            continue
        note = tone(root * 2 ** (step / 12), beat * 1.6, 0.18, "triangle", release=0.35)
        start = int(RATE * beat * k)
        for i, v in enumerate(note):
            out[(start + i) % total] += v
    for k, step in enumerate(bass):
        note = tone(root / 2 * 2 ** (step / 12), beat * 4, 0.14, "sine", release=0.8, attack=0.02)
        start = int(RATE * beat * 4 * k)
        for i, v in enumerate(note):
            out[(start + i) % total] += v
    return out


SOUNDS = {
    # A soft patter: two tiny taps.
    "step.wav": then(noise(0.025, 0.25, 0.5, seed=2, smooth=0.85), silence(0.02), noise(0.02, 0.18, 0.5, seed=3, smooth=0.85)),
    # A dull bump into a wall.
    "bump.wav": mix(tone(110, 0.12, 0.6, slide=-50, release=0.4), noise(0.08, 0.3, 0.3, seed=4, smooth=0.9)),
    # A door sliding open: a rising hum with a click.
    "door_open.wav": mix(tone(330, 0.25, 0.3, "square", slide=330, release=0.8), noise(0.02, 0.3, 0.2, seed=5, smooth=0.3)),
    # A door sliding shut: falling, ending in a clunk.
    "door_shut.wav": then(tone(600, 0.2, 0.25, "square", slide=-300, release=0.9), mix(tone(90, 0.1, 0.5, release=0.3), noise(0.05, 0.3, 0.3, seed=6, smooth=0.9))),
    # The route revealed: a bright arpeggio.
    "reveal.wav": then(tone(523, 0.07, 0.35), tone(659, 0.07, 0.35), tone(784, 0.07, 0.35), tone(1047, 0.2, 0.35)),
    # The rival close behind: two quick warning blips.
    "rival_near.wav": then(tone(880, 0.06, 0.3, "square"), silence(0.04), tone(880, 0.06, 0.3, "square")),
    # Cheese found: a little fanfare.
    "cheese.wav": then(tone(523, 0.1, 0.4, "triangle"), tone(659, 0.1, 0.4, "triangle"), tone(784, 0.1, 0.4, "triangle"), tone(1047, 0.45, 0.45, "triangle", release=0.7)),
    # Lost: a sad falling line.
    "lost.wav": then(tone(392, 0.18, 0.4, "triangle"), tone(349, 0.18, 0.4, "triangle"), tone(311, 0.5, 0.4, "triangle", slide=-40, release=0.8)),
    "music.wav": music(),
}

if __name__ == "__main__":
    for name, samples in SOUNDS.items():
        write(name, samples)
        print(f"wrote {os.path.join(OUT, name)} ({len(samples) / RATE:.2f} s)")
