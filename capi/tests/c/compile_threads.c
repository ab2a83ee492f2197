/*
 * The C API from C: compiles the IR file given on the command line from 8 threads at
 * once with one shared options object, checks every thread got the same container,
 * writes it, then reflects, validates and disassembles it and checks the error paths.
 *
 *   compile_threads IN.ll OUT.dxil
 *
 * Prints "compile_threads: ok ..." and exits 0 when every check passed; else prints
 * each failed check to stderr and exits 1.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil_emit.h"

enum { THREADS = 8 };

static int failures = 0;

/* Records a failed check (main thread only) with what it was about. */
#define CHECK(cond, what)                                                          \
    do {                                                                           \
        if (!(cond)) {                                                             \
            fprintf(stderr, "compile_threads: line %d: %s: failed: %s\n", __LINE__, \
                    (what), #cond);                                                \
            failures++;                                                            \
        }                                                                          \
    } while (0)

/* One thread's compilation: its input and what it got. */
struct job {
    const DxilEmitOptions *options;
    const char *ir;
    size_t ir_len;
    pthread_barrier_t *start;
    DxilEmitStatus status;
    DxilEmitResult *result;
};

static void *compile_job(void *arg) {
    struct job *job = arg;
    pthread_barrier_wait(job->start); /* all threads compile at once */
    job->status = dxil_emit_compile(job->options, job->ir, job->ir_len, &job->result);
    return NULL;
}

/* The whole file at `path` (NUL-terminated, its length in *len), or NULL. */
static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return NULL;
    }
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap + 1);
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            cap *= 2;
            char *grown = realloc(buf, cap + 1);
            if (!grown) free(buf);
            buf = grown;
        }
    }
    fclose(f);
    if (buf) {
        buf[n] = '\0';
        *len = n;
    }
    return buf;
}

/* The result's data as text (the data is followed by a NUL). */
static const char *text_of(const DxilEmitResult *r) {
    return (const char *)dxil_emit_result_data(r, NULL);
}

/* Whether the result's message contains `needle`. */
static int message_has(const DxilEmitResult *r, const char *needle) {
    const char *m = dxil_emit_result_message(r);
    return m && strstr(m, needle) != NULL;
}

/* Compiles from THREADS threads at once; checks they agree; returns thread 0's result
 * (the others freed), or NULL. */
static DxilEmitResult *compile_on_threads(const DxilEmitOptions *options, const char *ir,
                                          size_t ir_len) {
    pthread_barrier_t start;
    pthread_barrier_init(&start, NULL, THREADS);
    struct job jobs[THREADS];
    pthread_t threads[THREADS];
    for (int i = 0; i < THREADS; i++) {
        jobs[i] = (struct job){options, ir, ir_len, &start, DXIL_EMIT_ERROR_INTERNAL, NULL};
        if (pthread_create(&threads[i], NULL, compile_job, &jobs[i]) != 0) {
            fprintf(stderr, "compile_threads: cannot start thread %d\n", i);
            exit(1); /* the others would wait at the barrier for ever */
        }
    }
    for (int i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
    pthread_barrier_destroy(&start);

    size_t first_len = 0;
    const uint8_t *first = dxil_emit_result_data(jobs[0].result, &first_len);
    for (int i = 0; i < THREADS; i++) {
        size_t len = 0;
        const uint8_t *data = dxil_emit_result_data(jobs[i].result, &len);
        if (jobs[i].status != DXIL_EMIT_OK)
            fprintf(stderr, "thread %d: %s\n", i, dxil_emit_result_message(jobs[i].result));
        CHECK(jobs[i].status == DXIL_EMIT_OK, "a thread's compilation");
        CHECK(dxil_emit_result_status(jobs[i].result) == jobs[i].status, "result status");
        CHECK(strcmp(dxil_emit_result_message(jobs[i].result), "") == 0, "no message");
        CHECK(data && len >= 4 && memcmp(data, "DXBC", 4) == 0, "a container");
        CHECK(len == first_len && (len == 0 || memcmp(data, first, len) == 0),
              "the same bytes as thread 0");
    }
    for (int i = 1; i < THREADS; i++) dxil_emit_result_free(jobs[i].result);
    return jobs[0].result;
}

/* Reflects, validates and disassembles the container. */
static void inspect(const uint8_t *container, size_t len) {
    DxilEmitResult *r = NULL;
    CHECK(dxil_emit_reflect(container, len, &r) == DXIL_EMIT_OK, "reflect");
    CHECK(strstr(text_of(r), "\"stage\": \"compute\"") != NULL, "reflection JSON");
    dxil_emit_result_free(r);

    CHECK(dxil_emit_validate(container, len, &r) == DXIL_EMIT_OK, "validate");
    CHECK(strstr(text_of(r), "\"diagnostics\": []") != NULL, "no diagnostics");
    dxil_emit_result_free(r);

    CHECK(dxil_emit_validate(container, 100, &r) == DXIL_EMIT_ERROR_INPUT,
          "validate a truncated container");
    CHECK(strlen(dxil_emit_result_message(r)) > 0, "the broken rules");
    CHECK(strstr(text_of(r), "\"rule\"") != NULL, "diagnostics JSON");
    dxil_emit_result_free(r);

    CHECK(dxil_emit_disassemble(container, len, &r) == DXIL_EMIT_OK, "disassemble");
    CHECK(strstr(text_of(r), "@dx.op.") != NULL, "disassembly");
    dxil_emit_result_free(r);

    static const uint8_t garbage[] = "not a container";
    CHECK(dxil_emit_reflect(garbage, sizeof garbage, &r) == DXIL_EMIT_ERROR_INPUT,
          "reflect garbage");
    CHECK(message_has(r, "error"), "why garbage does not reflect");
    dxil_emit_result_free(r);
}

/* Invalid IR, invalid arguments and bad option values. */
static void error_paths(DxilEmitOptions *options) {
    DxilEmitResult *r = NULL;
    static const char broken[] = "define void @main() { frob }\n";
    CHECK(dxil_emit_options_set_source_name(options, "broken.ll") == DXIL_EMIT_OK,
          "set source name");
    CHECK(dxil_emit_compile(options, broken, strlen(broken), &r) == DXIL_EMIT_ERROR_INPUT,
          "compile invalid IR");
    CHECK(message_has(r, "broken.ll:1:23: error: "), "the error's place");
    size_t len = 1;
    CHECK(dxil_emit_result_data(r, &len) != NULL && len == 0, "no output");
    dxil_emit_result_free(r);

    static const char not_utf8[] = "define void @main\xff() {}\n";
    CHECK(dxil_emit_compile(options, not_utf8, strlen(not_utf8), &r) ==
              DXIL_EMIT_ERROR_INVALID_ARGUMENT,
          "compile text that is not UTF-8");
    CHECK(message_has(r, "not UTF-8"), "why not UTF-8");
    dxil_emit_result_free(r);

    CHECK(dxil_emit_compile(NULL, broken, strlen(broken), &r) ==
              DXIL_EMIT_ERROR_INVALID_ARGUMENT,
          "compile without options");
    CHECK(message_has(r, "options is NULL"), "which argument is NULL");
    dxil_emit_result_free(r);
    CHECK(dxil_emit_compile(options, NULL, 3, &r) == DXIL_EMIT_ERROR_INVALID_ARGUMENT,
          "compile NULL text");
    dxil_emit_result_free(r);
    CHECK(dxil_emit_compile(options, broken, strlen(broken), NULL) ==
              DXIL_EMIT_ERROR_INVALID_ARGUMENT,
          "compile without a place for the result");
    CHECK(dxil_emit_validate(NULL, 0, &r) == DXIL_EMIT_ERROR_INVALID_ARGUMENT,
          "validate NULL");
    dxil_emit_result_free(r);

    CHECK(dxil_emit_options_set_shader_model(options, "7.1") ==
              DXIL_EMIT_ERROR_INVALID_ARGUMENT,
          "a bad shader model");
    CHECK(strstr(dxil_emit_options_error(options), "'7.1'") != NULL, "why it is bad");
    CHECK(dxil_emit_options_set_digest(options, "zero") == DXIL_EMIT_OK, "set digest");
    CHECK(strcmp(dxil_emit_options_error(options), "") == 0, "no error after success");
    CHECK(dxil_emit_options_set_entry(NULL, "main") == DXIL_EMIT_ERROR_INVALID_ARGUMENT,
          "a setter on NULL");
    CHECK(dxil_emit_result_message(NULL) == NULL, "NULL result's message");
    dxil_emit_result_free(NULL);
    dxil_emit_options_free(NULL);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s IN.ll OUT.dxil\n", argv[0]);
        return 2;
    }
    size_t ir_len = 0;
    char *ir = read_file(argv[1], &ir_len);
    if (!ir) return 1;
    CHECK(strlen(dxil_emit_version()) > 0, "version");

    DxilEmitOptions *options = dxil_emit_options_new();
    CHECK(options != NULL, "new options");
    CHECK(dxil_emit_options_set_shader_model(options, "6.6") == DXIL_EMIT_OK,
          "set shader model");
    CHECK(dxil_emit_options_set_source_name(options, argv[1]) == DXIL_EMIT_OK,
          "set source name");

    DxilEmitResult *compiled = compile_on_threads(options, ir, ir_len);
    size_t len = 0;
    const uint8_t *container = dxil_emit_result_data(compiled, &len);
    FILE *out = fopen(argv[2], "wb");
    CHECK(out && fwrite(container, 1, len, out) == len && fclose(out) == 0,
          "write the container");
    if (len > 0) inspect(container, len);
    error_paths(options);

    dxil_emit_result_free(compiled);
    dxil_emit_options_free(options);
    free(ir);
    if (failures) {
        fprintf(stderr, "compile_threads: %d checks failed\n", failures);
        return 1;
    }
    printf("compile_threads: ok: %d threads, %zu-byte container, library %s\n", THREADS, len,
           dxil_emit_version());
    return 0;
}
