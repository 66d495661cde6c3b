/* A flood-fill micromouse for the mms protocol, written for mousemaze's tests (public
 * domain). It knows only the walls it has sensed, floods distances from the centre, steps
 * to the lowest neighbour, and at the goal prints `getStat score`'s answer to stderr.
 * `--draw` also sends what a real mouse draws: every cell's distance with setText and its
 * own cell's colour, every step. Answers are compared as whole lines, "ack\n" and all. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX 64
enum { N = 1, E = 2, S = 4, W = 8 };
static int width, height, walls[MAX][MAX], dist[MAX][MAX];
static const int DX[4] = {0, 1, 0, -1}, DY[4] = {1, 0, -1, 0}, BIT[4] = {N, E, S, W};

static void answer(char *line, size_t size) {
    if (!fgets(line, (int)size, stdin)) exit(2);
}

static int ask_int(const char *command) {
    char line[64];
    printf("%s\n", command);
    fflush(stdout);
    answer(line, sizeof line);
    return atoi(line);
}

static int ask_bool(const char *command) {
    char line[64];
    printf("%s\n", command);
    fflush(stdout);
    answer(line, sizeof line);
    return strcmp(line, "true\n") == 0;
}

static void expect_ack(const char *command) {
    char line[64];
    printf("%s\n", command);
    fflush(stdout);
    answer(line, sizeof line);
    if (strcmp(line, "ack\n") != 0) {
        fprintf(stderr, "%s: %s", command, line);
        exit(3);
    }
}

static void set_wall(int x, int y, int d) {
    walls[x][y] |= BIT[d];
    int nx = x + DX[d], ny = y + DY[d];
    if (nx >= 0 && ny >= 0 && nx < width && ny < height) walls[nx][ny] |= BIT[(d + 2) % 4];
}

static int is_goal(int x, int y) {
    return (x == (width - 1) / 2 || x == width / 2) && (y == (height - 1) / 2 || y == height / 2);
}

static void flood(void) {
    static int queue[MAX * MAX][2];
    int head = 0, tail = 0;
    for (int x = 0; x < width; x++)
        for (int y = 0; y < height; y++) {
            dist[x][y] = -1;
            if (is_goal(x, y)) { dist[x][y] = 0; queue[tail][0] = x; queue[tail++][1] = y; }
        }
    while (head < tail) {
        int x = queue[head][0], y = queue[head++][1];
        for (int d = 0; d < 4; d++) {
            int nx = x + DX[d], ny = y + DY[d];
            if (walls[x][y] & BIT[d] || nx < 0 || ny < 0 || nx >= width || ny >= height || dist[nx][ny] >= 0) continue;
            dist[nx][ny] = dist[x][y] + 1;
            queue[tail][0] = nx; queue[tail++][1] = ny;
        }
    }
}

int main(int argc, char **argv) {
    int draw = argc > 1 && strcmp(argv[1], "--draw") == 0;
    width = ask_int("mazeWidth");
    height = ask_int("mazeHeight");
    if (width < 1 || height < 1 || width > MAX || height > MAX) return 4;
    for (int x = 0; x < width; x++) { set_wall(x, 0, 2); set_wall(x, height - 1, 0); }
    for (int y = 0; y < height; y++) { set_wall(0, y, 3); set_wall(width - 1, y, 1); }
    int x = 0, y = 0, heading = 0;
    while (!is_goal(x, y)) {
        if (ask_bool("wallFront")) set_wall(x, y, heading);
        if (ask_bool("wallRight")) set_wall(x, y, (heading + 1) % 4);
        if (ask_bool("wallLeft")) set_wall(x, y, (heading + 3) % 4);
        flood();
        if (draw) {
            for (int cx = 0; cx < width; cx++)
                for (int cy = 0; cy < height; cy++) printf("setText %d %d %d\n", cx, cy, dist[cx][cy]);
            printf("setColor %d %d G\n", x, y);
        }
        int best = -1;
        for (int turn = 0; turn < 4; turn++) {
            int d = (heading + (turn == 0 ? 0 : turn == 1 ? 1 : turn == 2 ? 3 : 2)) % 4;
            int nx = x + DX[d], ny = y + DY[d];
            if (walls[x][y] & BIT[d]) continue;
            if (best < 0 || dist[nx][ny] < dist[x + DX[best]][y + DY[best]]) best = d;
        }
        if (best < 0 || dist[x + DX[best]][y + DY[best]] < 0) { fprintf(stderr, "no way to the goal\n"); return 5; }
        int turn = (best - heading + 4) % 4;
        if (turn == 1) expect_ack("turnRight");
        if (turn == 3) expect_ack("turnLeft");
        if (turn == 2) { expect_ack("turnRight"); expect_ack("turnRight"); }
        heading = best;
        expect_ack("moveForward");
        x += DX[heading];
        y += DY[heading];
    }
    char line[64];
    printf("getStat score\n");
    fflush(stdout);
    answer(line, sizeof line);
    fprintf(stderr, "score %s", line);
    return 0;
}
