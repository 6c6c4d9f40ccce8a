//go:build !purego

#include "textflag.h"

// func cpuid(eax, ecx uint32) (a, b, c, d uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL	eax+0(FP), AX
	MOVL	ecx+4(FP), CX
	CPUID
	MOVL	AX, a+8(FP)
	MOVL	BX, b+12(FP)
	MOVL	CX, c+16(FP)
	MOVL	DX, d+20(FP)
	RET

// func xgetbv() (eax, edx uint32)
TEXT ·xgetbv(SB), NOSPLIT, $0-8
	MOVL	$0, CX
	XGETBV
	MOVL	AX, eax+0(FP)
	MOVL	DX, edx+4(FP)
	RET

// func SkipVector(s string, i int, c *Class) int
//
// A byte b is in the class when Lo[b&15] & Hi[b>>4] != 0: VPSHUFB looks up
// both nibbles of every byte of a block at once. The caller promises a
// string of at least sixteen bytes, so that the last block, the sixteen or
// thirty-two bytes that end s, lies within s; no load reads outside s.
TEXT ·SkipVector(SB), NOSPLIT, $0-40
	MOVQ	s_base+0(FP), SI
	MOVQ	s_len+8(FP), DX
	MOVQ	i+16(FP), AX
	MOVQ	c+24(FP), BX   // the Class: Lo at offset 256, Hi at 272 (TestClassLayout)

	// Y1 and Y2: the tables, in both 128-bit lanes (VPSHUFB looks up
	// within a lane); Y3: 0x0f in every byte; Y4: zero.
	VBROADCASTI128	256(BX), Y1
	VBROADCASTI128	272(BX), Y2
	MOVL	$0x0f0f0f0f, CX
	MOVL	CX, X3
	VPBROADCASTD	X3, Y3
	VPXOR	Y4, Y4, Y4

block32:
	// Thirty-two bytes a step while as many are left.
	LEAQ	32(AX), CX
	CMPQ	CX, DX
	JGT	tail
	VMOVDQU	(SI)(AX*1), Y0
	VPSRLW	$4, Y0, Y5     // the high nibbles, above them bits of the next byte
	VPAND	Y3, Y0, Y0     // the low nibbles
	VPAND	Y3, Y5, Y5     // the high nibbles alone
	VPSHUFB	Y0, Y1, Y0     // lo[low nibble]
	VPSHUFB	Y5, Y2, Y5     // hi[high nibble]
	VPAND	Y5, Y0, Y0     // not zero where the byte is in the class
	VPCMPEQB	Y4, Y0, Y0 // 0xff where it is not
	VPMOVMSKB	Y0, CX     // bit k: byte k of the block is not in the class
	TESTL	CX, CX
	JNZ	found
	ADDQ	$32, AX
	JMP	block32

tail:
	// Fewer than thirty-two left.
	CMPQ	AX, DX
	JEQ	end
	CMPQ	DX, $32
	JLT	block16

	// The thirty-two bytes that end s, of which the first i-w, before i,
	// are not looked at.
	LEAQ	-32(DX), R9    // w, where the block begins
	VMOVDQU	(SI)(R9*1), Y0
	VPSRLW	$4, Y0, Y5
	VPAND	Y3, Y0, Y0
	VPAND	Y3, Y5, Y5
	VPSHUFB	Y0, Y1, Y0
	VPSHUFB	Y5, Y2, Y5
	VPAND	Y5, Y0, Y0
	VPCMPEQB	Y4, Y0, Y0
	VPMOVMSKB	Y0, R10
	JMP	shift

block16:
	// A string shorter than thirty-two: sixteen bytes, in the low lanes,
	// if as many are left.
	LEAQ	16(AX), CX
	CMPQ	CX, DX
	JGT	last
	VMOVDQU	(SI)(AX*1), X0
	VPSRLW	$4, X0, X5
	VPAND	X3, X0, X0
	VPAND	X3, X5, X5
	VPSHUFB	X0, X1, X0
	VPSHUFB	X5, X2, X5
	VPAND	X5, X0, X0
	VPCMPEQB	X4, X0, X0
	VPMOVMSKB	X0, CX
	TESTL	CX, CX
	JNZ	found
	ADDQ	$16, AX
	CMPQ	AX, DX
	JEQ	end

last:
	// Then the sixteen bytes that end s, of which the first i-w, before
	// i, are not looked at.
	LEAQ	-16(DX), R9    // w, where the block begins
	VMOVDQU	(SI)(R9*1), X0
	VPSRLW	$4, X0, X5
	VPAND	X3, X0, X0
	VPAND	X3, X5, X5
	VPSHUFB	X0, X1, X0
	VPSHUFB	X5, X2, X5
	VPAND	X5, X0, X0
	VPCMPEQB	X4, X0, X0
	VPMOVMSKB	X0, R10

shift:
	MOVQ	AX, CX
	SUBQ	R9, CX         // i-w, below the block's length
	SHRL	CX, R10        // bit k: byte i+k
	MOVL	R10, CX
	TESTL	CX, CX
	JNZ	found

end:
	MOVQ	DX, AX

done:
	VZEROUPPER
	MOVQ	AX, ret+32(FP)
	RET

found:
	// The lowest bit set is the first byte not in the class.
	BSFL	CX, CX
	ADDQ	CX, AX
	JMP	done
