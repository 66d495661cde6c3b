#!/usr/bin/env python3
"""Draws mousemaze's pixel art and writes it as PNGs next to this script.

Standard library only (a tiny PNG writer is below), so anyone can re-run it:
    python3 assets/make_assets.py

Outputs (all 16x16-pixel cells, scaled up with nearest-neighbour sampling in the game):
  tiles.png   16 board tiles in a row; tile i has the passages of a cell whose bits are i
              (N=1, E=2, S=4, W=8). Every tile draws half of each closed wall plus the
              corner posts, so neighbouring tiles always join into clean 4-pixel walls.
  tiles_contrast.png  the same tiles in the high-contrast palette: white floor, black walls.
  route.png   16 overlay tiles: a trail from the centre towards each linked side (same bits),
              plus tile 16: a faint "explored" wash for a rival's thoughts, and tile 17: a
              white wash the game tints (the player's trail); tile 18: a whole white square
              (the fog, tinted dark); tiles 19-34: a thin white line by the same bits, the
              player's path on the Won screen (tinted, drawn inside the route's wider line).
  mouse.png   the player mouse, top-down, facing east: 2 walking frames in a row.
  rival.png   the rival mouse, same frames in other colours.
  mouse_two.png  player two's mouse in a race of two: the same frames in yellow.
  cheese.png  the goal.
"""
import os
import struct
import zlib

T = 16  # tile size in pixels
HERE = os.path.dirname(os.path.abspath(__file__))


def hexc(s, a=255):
    s = s.lstrip('#')
    return (int(s[0:2], 16), int(s[2:4], 16), int(s[4:6], 16), a)


CLEAR = (0, 0, 0, 0)


class Canvas:
    def __init__(self, w, h, fill=CLEAR):
        self.w, self.h = w, h
        self.px = [[fill] * w for _ in range(h)]

    def set(self, x, y, c):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y][x] = c

    def rect(self, x0, y0, x1, y1, c):
        """Fills x0..x1, y0..y1 (exclusive ends)."""
        for y in range(max(0, y0), min(self.h, y1)):
            for x in range(max(0, x0), min(self.w, x1)):
                self.px[y][x] = c

    def paste(self, other, ox, oy):
        for y in range(other.h):
            for x in range(other.w):
                if other.px[y][x][3]:
                    self.set(ox + x, oy + y, other.px[y][x])

    def save(self, name):
        raw = b''.join(b'\x00' + b''.join(struct.pack('BBBB', *p) for p in row) for row in self.px)

        def chunk(kind, data):
            return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))

        png = (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', self.w, self.h, 8, 6, 0, 0, 0))
               + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))
        with open(os.path.join(HERE, name), 'wb') as f:
            f.write(png)
        print('wrote', name, f'{self.w}x{self.h}')


def from_art(art, palette):
    """A canvas from rows of characters; '.' is transparent."""
    c = Canvas(len(art[0]), len(art))
    for y, row in enumerate(art):
        for x, ch in enumerate(row):
            if ch != '.':
                c.set(x, y, palette[ch])
    return c


# ---- board tiles -------------------------------------------------------------------------
FLOOR = hexc('#efdfb6')
FLOOR_SPECK = hexc('#e3cfa1')
FLOOR_SHADOW = hexc('#d6bf8e')
WALL_TOP = hexc('#7d8fc7')    # lit rim (top/left edges of a wall)
WALL_CORE = hexc('#46547f')
WALL_FRONT = hexc('#2a3352')  # shaded face (bottom/right edges)
N, E, S, W = 1, 2, 4, 8
STANDARD = (FLOOR, FLOOR_SPECK, FLOOR_SHADOW, WALL_TOP, WALL_CORE, WALL_FRONT)
# The high-contrast palette: a white floor and black walls, no texture.
CONTRAST = (hexc('#ffffff'), hexc('#ffffff'), hexc('#e0e0e0'), hexc('#000000'), hexc('#000000'), hexc('#000000'))


def board_tile(bits, colours=STANDARD):
    FLOOR, FLOOR_SPECK, FLOOR_SHADOW, WALL_TOP, WALL_CORE, WALL_FRONT = colours
    c = Canvas(T, T, FLOOR)
    for y in range(T):
        for x in range(T):
            if (x * 7 + y * 13) % 17 == 0:
                c.set(x, y, FLOOR_SPECK)
    # Soft shadow on the floor just below a north wall and right of a west wall.
    if not bits & N:
        c.rect(0, 2, T, 3, FLOOR_SHADOW)
    if not bits & W:
        c.rect(2, 0, 3, T, FLOOR_SHADOW)
    # Half of each closed wall: a 4-pixel wall is rim, core | core, face across two tiles.
    if not bits & N:
        c.rect(0, 0, T, 1, WALL_CORE)
        c.rect(0, 1, T, 2, WALL_FRONT)
    if not bits & S:
        c.rect(0, T - 2, T, T - 1, WALL_TOP)
        c.rect(0, T - 1, T, T, WALL_CORE)
    if not bits & W:
        c.rect(0, 0, 1, T, WALL_CORE)
        c.rect(1, 0, 2, T, WALL_FRONT)
    if not bits & E:
        c.rect(T - 2, 0, T - 1, T, WALL_TOP)
        c.rect(T - 1, 0, T, T, WALL_CORE)
    # Corner posts: always there, so walls meeting at a corner join without gaps.
    for (x0, y0, rim) in [(0, 0, False), (T - 2, 0, True), (0, T - 2, True), (T - 2, T - 2, True)]:
        c.rect(x0, y0, x0 + 2, y0 + 2, WALL_CORE)
    # Re-open the floor-side corners of posts that sit inside an open passage: nothing to fix,
    # posts are the wall ends. Light the outer rims of the posts for a bevel.
    c.set(T - 2, T - 2, WALL_TOP)
    c.set(0, 1, WALL_FRONT if not bits & W else WALL_CORE)
    return c


def tiles(name='tiles.png', colours=STANDARD):
    sheet = Canvas(T * 16, T)
    for bits in range(16):
        sheet.paste(board_tile(bits, colours), bits * T, 0)
    sheet.save(name)


# ---- route overlay -----------------------------------------------------------------------
ROUTE = hexc('#ff6a2b', 235)
ROUTE_EDGE = hexc('#ffb347', 235)
THOUGHT = hexc('#8a5cff', 70)
WASH = hexc('#ffffff', 255)


def line_tile(bits, lo, hi, colour):
    """A line from pixel lo to hi across the middle, out to each side in `bits`."""
    c = Canvas(T, T)
    c.rect(lo, lo, hi, hi, colour)
    if bits & N:
        c.rect(lo, 0, hi, lo, colour)
    if bits & S:
        c.rect(lo, hi, hi, T, colour)
    if bits & W:
        c.rect(0, lo, lo, hi, colour)
    if bits & E:
        c.rect(hi, lo, T, hi, colour)
    return c


def route_tile(bits):
    c = line_tile(bits, 6, 10, ROUTE)  # a 4-pixel trail through the middle
    # A bright core dot on every cell, so the trail reads as footsteps too.
    c.rect(7, 7, 9, 9, ROUTE_EDGE)
    return c


def path_tile(bits):
    """A 2-pixel line, half the route's width: drawn over the route, both show."""
    return line_tile(bits, 7, 9, WASH)


def route():
    sheet = Canvas(T * 35, T)
    for bits in range(16):
        sheet.paste(route_tile(bits), bits * T, 0)
    thought = Canvas(T, T)
    thought.rect(2, 2, T - 2, T - 2, THOUGHT)
    sheet.paste(thought, 16 * T, 0)
    wash = Canvas(T, T)
    wash.rect(2, 2, T - 2, T - 2, WASH)
    sheet.paste(wash, 17 * T, 0)
    whole = Canvas(T, T)
    whole.rect(0, 0, T, T, WASH)
    sheet.paste(whole, 18 * T, 0)
    for bits in range(16):
        sheet.paste(path_tile(bits), (19 + bits) * T, 0)
    sheet.save('route.png')


# ---- the mice ----------------------------------------------------------------------------
MOUSE_FRAMES = [
    [
        "................",
        "................",
        "........ee......",
        ".......eppe.....",
        "........ee..b...",
        "..t...bbbbbbbb..",
        ".t..bbbbbbbbbbb.",
        ".t.bbbbbbbbbkbbn",
        "..tbbbbbbbbbbbbn",
        "...bbbbbbbbbbbb.",
        "....bbbbbbbbbb..",
        "........ee......",
        ".......eppe.....",
        "........ee......",
        "................",
        "................",
    ],
    [
        "................",
        "................",
        ".........ee.....",
        "........eppe....",
        ".........ee.b...",
        "......bbbbbbbb..",
        "....bbbbbbbbbbb.",
        "...bbbbbbbbbkbbn",
        ".ttbbbbbbbbbbbbn",
        "t..bbbbbbbbbbbb.",
        "t...bbbbbbbbbb..",
        ".........ee.....",
        "........eppe....",
        ".........ee.....",
        "................",
        "................",
    ],
]


# The mice's outline: a dark edge round the body (not the ears, tail or whiskers' gaps), so
# every mouse stands out on the pale floor, even a light grey or yellow one on a big board.
OUTLINE = '#2a2233'


def outline(frame, body_colours, colour):
    """Darkens the clear pixels next to the body (up, down, left, right)."""
    edge = []
    for y in range(frame.h):
        for x in range(frame.w):
            if frame.px[y][x][3]:
                continue
            near = [(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
            if any(0 <= nx < frame.w and 0 <= ny < frame.h and frame.px[ny][nx] in body_colours
                   for nx, ny in near):
                edge.append((x, y))
    for x, y in edge:
        frame.set(x, y, hexc(colour))


def mouse(name, body, ear, tail):
    palette = {'b': hexc(body), 'e': hexc(ear), 'p': hexc('#ff9fb5'), 't': hexc(tail),
               'k': hexc('#111111'), 'n': hexc('#ff5c8a')}
    sheet = Canvas(T * 2, T)
    for i, art in enumerate(MOUSE_FRAMES):
        frame = from_art(art, palette)
        # A darker belly line along the bottom of the body for volume.
        belly = shade(palette['b'], 0.78)
        for x in range(T):
            for y in range(T - 1, -1, -1):
                if frame.px[y][x] == palette['b']:
                    frame.set(x, y, belly)
                    break
        outline(frame, (palette['b'], belly, palette['n']), OUTLINE)
        sheet.paste(frame, i * T, 0)
    sheet.save(name)


def shade(c, f):
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f), c[3])


# ---- cheese ------------------------------------------------------------------------------
CHEESE = [
    "................",
    "................",
    "................",
    "..........oo....",
    "........ooyyo...",
    "......ooyyyyyo..",
    "....ooyyyyyyyyo.",
    "..ooyyyyyyyyyyyo",
    ".oLLLLLLLLLLLLLo",
    ".oyyhyyyyyyhyyyo",
    ".oyhhyyyyyyyyyyo",
    ".oyyyyyyhhyyyhyo",
    ".oyyyyyyhhyyyyyo",
    ".oddddddddddddd.",
    "................",
    "................",
]


def cheese():
    palette = {'o': hexc('#9a6400'), 'y': hexc('#ffd23f'), 'L': hexc('#fff08a'),
               'h': hexc('#e0a000'), 'd': hexc('#c98a00')}
    from_art(CHEESE, palette).save('cheese.png')


if __name__ == '__main__':
    tiles()
    tiles('tiles_contrast.png', CONTRAST)
    route()
    mouse('mouse.png', '#a7adb8', '#c9ced6', '#ff9fb5')
    mouse('rival.png', '#8a56d8', '#b48cf0', '#55289a')
    mouse('mouse_two.png', '#f0e442', '#fff4a0', '#c9a400')
    cheese()
