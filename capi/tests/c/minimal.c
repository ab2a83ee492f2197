/* Compiles an LLVM IR file to a DXIL container: minimal IN.ll OUT.dxil */
#include <stdio.h>
#include <stdlib.h>

#include "dxil_emit.h"

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s IN.ll OUT.dxil\n", argv[0]);
        return 2;
    }
    FILE *in = fopen(argv[1], "rb");
    if (!in) {
        perror(argv[1]);
        return 1;
    }
    fseek(in, 0, SEEK_END);
    long size = ftell(in);
    rewind(in);
    char *ir = malloc(size > 0 ? (size_t)size : 1);
    size_t ir_len = fread(ir, 1, size > 0 ? (size_t)size : 0, in);
    fclose(in);

    DxilEmitOptions *options = dxil_emit_options_new();
    dxil_emit_options_set_source_name(options, argv[1]); /* names the file in errors */
    DxilEmitResult *result = NULL;
    DxilEmitStatus status = dxil_emit_compile(options, ir, ir_len, &result);
    if (status == DXIL_EMIT_OK) {
        size_t len = 0;
        const uint8_t *container = dxil_emit_result_data(result, &len);
        FILE *out = fopen(argv[2], "wb");
        if (!out || fwrite(container, 1, len, out) != len || fclose(out) != 0) {
            perror(argv[2]);
            status = DXIL_EMIT_ERROR_INVALID_ARGUMENT;
        } else {
            printf("%s: %zu bytes\n", argv[2], len);
        }
    } else {
        /* file:line:col: error: message, the source line and a caret */
        fputs(dxil_emit_result_message(result), stderr);
    }
    dxil_emit_result_free(result);
    dxil_emit_options_free(options);
    free(ir);
    return status == DXIL_EMIT_OK ? 0 : 1;
}
