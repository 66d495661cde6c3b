"""A flood-fill micromouse for the mms protocol, written for mousemaze's tests (public
domain): the same mouse as floodfill.c, in Python, as builders write them. It prints junk
lines on stdout too (debug prints mms ignores), and `moveForward ` with a trailing space.
With `--show` it draws as builders' mice do in mms: the walls it found (setWall), its
distances on the cells (setText), the cells it visited (setColor), and a line on stderr."""
import sys
from collections import deque

DX, DY = (0, 1, 0, -1), (1, 0, -1, 0)


def ask(command):
    sys.stdout.write(command + "\n")
    sys.stdout.flush()
    return sys.stdin.readline()


SHOW = "--show" in sys.argv[1:]


def show(command):
    if SHOW:
        sys.stdout.write(command + "\n")


def main():
    if SHOW:
        sys.stderr.write("floodfill.py: drawing its walls, distances and path\n")
    width, height = int(ask("mazeWidth")), int(ask("mazeHeight"))
    walls = set()

    def wall(x, y, d):
        walls.add((x, y, d))
        walls.add((x + DX[d], y + DY[d], (d + 2) % 4))

    for x in range(width):
        wall(x, 0, 2)
        wall(x, height - 1, 0)
    for y in range(height):
        wall(0, y, 3)
        wall(width - 1, y, 1)

    def goal(x, y):
        return x in ((width - 1) // 2, width // 2) and y in ((height - 1) // 2, height // 2)

    x = y = heading = 0
    while not goal(x, y):
        for turn, command in ((0, "wallFront"), (1, "wallRight"), (3, "wallLeft")):
            if ask(command) == "true\n":
                wall(x, y, (heading + turn) % 4)
                show("setWall %d %d %s" % (x, y, "nesw"[(heading + turn) % 4]))
        print("debug: at", x, y, flush=True)  # junk: mms answers nothing
        dist = {}
        queue = deque()
        for cx in range(width):
            for cy in range(height):
                if goal(cx, cy):
                    dist[(cx, cy)] = 0
                    queue.append((cx, cy))
        while queue:
            cx, cy = queue.popleft()
            for d in range(4):
                nxt = (cx + DX[d], cy + DY[d])
                if (cx, cy, d) not in walls and nxt not in dist:
                    dist[nxt] = dist[(cx, cy)] + 1
                    queue.append(nxt)
        for (cx, cy), d in dist.items():
            show("setText %d %d %d" % (cx, cy, d))
        show("setColor %d %d G" % (x, y))
        options = [(heading + t) % 4 for t in (0, 1, 3, 2) if (x, y, (heading + t) % 4) not in walls]
        best = min(options, key=lambda d: dist.get((x + DX[d], y + DY[d]), 1 << 30))
        turn = (best - heading) % 4
        turns = {1: ["turnRight"], 3: ["turnLeft"], 2: ["turnRight", "turnRight"]}.get(turn, [])
        for command in turns:
            assert ask(command) == "ack\n"
        heading = best
        assert ask("moveForward ") == "ack\n"
        x, y = x + DX[heading], y + DY[heading]
    sys.stderr.write("score " + ask("getStat score"))


main()
