//===- PtxAsm.cpp - read PTX inline assembly ------------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Support/PtxAsm.h.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Support/PtxAsm.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace dpagg;

namespace {

/// The length of the PTX identifier (or template operand) that \p S starts
/// with, 0 if none: a letter, or `_`, `$` or `%` and more characters.
size_t identLength(StringRef S) {
  auto IsIdent = [](char C) {
    return isAlnum(C) || C == '_' || C == '$' || C == '%' || C == UniqueMark ||
           C == OperandMark;
  };
  size_t N = 0;
  while (N < S.size() && IsIdent(S[N]))
    ++N;
  return N && !isDigit(S[0]) ? N : 0;
}

/// \p Asm with LLVM's template escapes read as the AsmPrinter prints them
/// (PtxAsm.h, OperandMark and UniqueMark), or an error in \p Why.
std::string printTemplate(StringRef Asm, std::string &Why) {
  std::string Printed;
  for (size_t I = 0; I < Asm.size(); ++I) {
    char Next = I + 1 < Asm.size() ? Asm[I + 1] : 0;
    if (Asm[I] != '$') {
      Printed += Asm[I];
    } else if (Next == '$') {
      Printed += '$';
      ++I;
    } else if (isDigit(Next)) {
      Printed += OperandMark;
      while (I + 1 < Asm.size() && isDigit(Asm[I + 1]))
        Printed += Asm[++I];
    } else if (Next == '{') {
      size_t E = Asm.find('}', I);
      if (E == StringRef::npos) {
        Why = "an unterminated operand";
        return "";
      }
      StringRef In = Asm.slice(I + 2, E);
      StringRef Number = In.split(':').first;
      if (In == ":uid") {
        Printed += UniqueMark;
      } else if (!Number.empty() && all_of(Number, isDigit)) {
        Printed += OperandMark;
        Printed += Number;
      } else {
        Why = "a template escape other than an operand";
        return "";
      }
      I = E;
    } else {
      // The dialect variants `$(`, `$|`, `$)`: clang never writes them for
      // NVPTX.
      Why = "a template escape other than an operand";
      return "";
    }
  }
  return Printed;
}

/// \p Text without its comments (a comment reads as a space); strings are
/// kept whole. An error in \p Why.
std::string dropComments(StringRef Text, std::string &Why) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    StringRef Rest = Text.substr(I);
    if (Rest.starts_with("//")) {
      I = Text.find('\n', I);
      if (I == StringRef::npos)
        break;
      Out += '\n';
    } else if (Rest.starts_with("/*")) {
      I = Text.find("*/", I + 2);
      if (I == StringRef::npos) {
        Why = "an unterminated comment";
        return "";
      }
      ++I;
      Out += ' ';
    } else if (Text[I] == '"') {
      size_t E = Text.find('"', I + 1);
      if (E == StringRef::npos) {
        Why = "an unterminated string";
        return "";
      }
      Out += Text.slice(I, E + 1);
      I = E;
    } else {
      Out += Text[I];
    }
  }
  return Out;
}

} // namespace

namespace {

/// Reads the instruction or directive \p St (without its `;`) into \p S,
/// or says why it cannot be read.
std::string readStatement(StringRef St, PtxStatement &S) {
  S.Kind = PtxStatement::Instruction;
  if (St.consume_front("@")) {
    size_t Bang = St.starts_with("!");
    size_t G = identLength(St.drop_front(Bang));
    if (!G)
      return "a guard without a predicate";
    S.Guard = St.take_front(Bang + G).str();
    St = St.drop_front(Bang + G).ltrim();
  }
  // A directive's name ends at the next `.` too: cuda_fp16.hpp writes
  // `.reg.b32 f;`. An opcode keeps its modifiers.
  bool IsDirective = St.starts_with(".");
  if (IsDirective)
    S.Kind = PtxStatement::Directive;
  size_t H = IsDirective;
  while (H < St.size() &&
         (isAlnum(St[H]) || St[H] == '_' || (!IsDirective && St[H] == '.')))
    ++H;
  if (H == IsDirective || !isAlpha(St[IsDirective]))
    return "a statement that starts with neither an opcode nor a directive";
  S.Head = St.take_front(H).str();
  S.Operands = St.drop_front(H).trim().str();
  return "";
}

/// Reads the statements of \p Text (printed, without comments) into \p T.
void readStatements(StringRef Text, PtxTemplate &T) {
  auto Note = [&](const char *Why) {
    if (T.Error.empty())
      T.Error = Why;
  };
  int Depth = 0;
  for (size_t I = 0;;) {
    while (I < Text.size() && isSpace(Text[I]))
      ++I;
    if (I == Text.size())
      break;
    // A brace where a statement starts is a scope. One that closes no scope
    // is an error, but the statements after it are read all the same.
    if (Text[I] == '{' || Text[I] == '}') {
      bool Opens = Text[I++] == '{';
      if (!Opens && Depth == 0)
        Note("unbalanced braces");
      Depth = Opens ? Depth + 1 : std::max(Depth - 1, 0);
      T.Statements.push_back(
          {Opens ? PtxStatement::Open : PtxStatement::Close});
      continue;
    }
    // A label: an identifier and a colon (not `::`).
    if (size_t N = identLength(Text.substr(I))) {
      StringRef After = Text.substr(I + N).ltrim(" \t\r\n");
      if (After.starts_with(":") && !After.starts_with("::")) {
        T.Statements.push_back({PtxStatement::Label, Text.substr(I, N).str()});
        I = Text.size() - After.size() + 1;
        continue;
      }
    }
    // An instruction or directive, up to its `;` (not one in a string).
    size_t E = I;
    // (dropComments has seen every string closed.)
    while (E < Text.size() && Text[E] != ';')
      E = Text[E] == '"' ? Text.find('"', E + 1) + 1 : E + 1;
    if (E >= Text.size())
      return T.stop("a statement without `;`");
    StringRef St = Text.slice(I, E).trim();
    I = E + 1;
    if (St.empty())
      continue;
    PtxStatement S;
    if (std::string Why = readStatement(St, S); !Why.empty())
      return T.stop(Why);
    T.Statements.push_back(std::move(S));
  }
  if (Depth != 0)
    Note("unbalanced braces");
}

} // namespace

PtxTemplate dpagg::readPtxTemplate(StringRef Asm) {
  PtxTemplate T;
  std::string Why;
  std::string Printed = printTemplate(Asm, Why);
  std::string Storage = Why.empty() ? dropComments(Printed, Why) : "";
  if (Why.empty())
    readStatements(Storage, T);
  else
    T.stop(Why);
  return T;
}

namespace {

/// Instructions that compute registers from registers and nothing else: no
/// memory, no control flow, no other thread, no state that outlives the
/// instruction (`.cc` forms, which set or read the carry flag, are refused
/// where they are read). Each writes its first operand (setp and lop3 may
/// write two, `p|q`) and nothing else; none traps (integer division by zero
/// gives an unspecified value, PTX ISA "div"). `mov` may read a special
/// register (%clock, %laneid): a value like any other, observed only
/// through the output. Not here: cvta (an address), isspacep, every memory
/// access, bra/call/ret/exit/trap, barriers and fences, warp-wide
/// instructions (vote, shfl, match, redux, activemask), nanosleep.
bool isPureRegisterOpcode(StringRef Opcode) {
  static const StringSet<> Ops = {
      "mov", "cvt",   "add",  "sub",  "mul",  "mad",   "mul24",    "mad24",
      "fma", "div",   "rem",  "rcp",  "sqrt", "rsqrt", "min",      "max",
      "neg", "abs",   "and",  "or",   "xor",  "not",   "cnot",     "shl",
      "shr", "shf",   "selp", "set",  "setp", "slct",  "prmt",     "bfe",
      "bfi", "bfind", "brev", "popc", "clz",  "lop3",  "copysign", "ex2",
      "lg2", "sin",   "cos",  "tanh", "testp"};
  return Ops.contains(Opcode);
}

/// The registers one scope of the template declares: names, and families
/// declared as `name<N>` (name0 ... nameN-1).
struct DeclaredRegisters {
  StringSet<> Names;
  StringMap<unsigned> Families;

  bool contains(StringRef Name) const {
    if (Names.contains(Name))
      return true;
    for (const auto &F : Families) {
      StringRef Index = Name;
      unsigned N;
      if (Index.consume_front(F.getKey()) && !Index.empty() &&
          all_of(Index, isDigit) && !Index.getAsInteger(10, N) &&
          N < F.getValue())
        return true;
    }
    return false;
  }

  /// Reads a `.reg` declaration's operands (`.b32 a, b<4>`); false if they
  /// are not types and names.
  bool declare(StringRef Operands) {
    for (;;) {
      Operands = Operands.ltrim();
      if (!Operands.consume_front("."))
        break;
      Operands = Operands.drop_while([](char C) { return isAlnum(C); });
    }
    SmallVector<StringRef, 4> Decls;
    Operands.split(Decls, ',');
    for (StringRef D : Decls) {
      D = D.trim();
      size_t N = identLength(D);
      if (!N)
        return false;
      StringRef Name = D.take_front(N), Rest = D.drop_front(N).trim();
      unsigned Count;
      if (Rest.empty())
        Names.insert(Name);
      else if (Rest.consume_front("<") && Rest.consume_back(">") &&
               !Rest.trim().getAsInteger(10, Count))
        Families[Name] = Count;
      else
        return false;
    }
    return true;
  }
};

/// Whether operand \p Name (OperandMark and a number) is an output of the
/// call.
bool isOutputOperand(StringRef Name, ArrayRef<bool> IsOutput) {
  unsigned N;
  return Name.consume_front(StringRef(&OperandMark, 1)) &&
         !Name.getAsInteger(10, N) && N < IsOutput.size() && IsOutput[N];
}

/// Why a statement that \p S is writes a register that is not the call's:
/// its destination (the first operand: a name, `p|q`, or a vector `{a, b}`)
/// must be an output operand, the sink `_`, or a register the template
/// declares in a scope still open (\p Scopes). A register of the enclosing
/// function (`%r1`) is LLVM's, and writing it would change a value that the
/// IR computes elsewhere.
std::string writesForeignRegister(const PtxStatement &S,
                                  ArrayRef<DeclaredRegisters> Scopes,
                                  ArrayRef<bool> IsOutput) {
  StringRef Ops = S.Operands;
  size_t End = 0;
  for (int Depth = 0; End < Ops.size(); ++End) {
    Depth += Ops[End] == '{';
    Depth -= Ops[End] == '}';
    if (Ops[End] == ',' && Depth == 0)
      break;
  }
  SmallVector<StringRef, 4> Names;
  SplitString(Ops.take_front(End), Names, "{},| \t\r\n");
  if (Names.empty())
    return "an instruction without a destination (" + S.Head + ")";
  for (StringRef Name : Names) {
    if (Name == "_" || isOutputOperand(Name, IsOutput) ||
        any_of(Scopes,
               [&](const DeclaredRegisters &D) { return D.contains(Name); }))
      continue;
    std::string Shown = Name.str();
    if (Shown.front() == OperandMark)
      Shown = "input operand $" + Shown.substr(1);
    return "a write to a register it does not own (" + Shown + ")";
  }
  return "";
}

/// Register and immediate constraints of NVPTX (NVPTXISelLowering.cpp), and
/// a number (an input tied to an output).
bool isRegisterConstraint(StringRef Code) {
  static const StringSet<> Codes = {"b", "c", "h", "r", "l",
                                    "q", "f", "d", "n", "i"};
  return Codes.contains(Code) || (!Code.empty() && all_of(Code, isDigit));
}

} // namespace

/// The call runs in more threads than in the original program; whatever it
/// does beyond its outputs would then be new. Where it is harmless:
///  - no `sideeffect`, and memory(none): LLVM may itself drop, move or
///    duplicate the call (clang gives memory(none) to every asm without
///    `volatile`, a memory operand or a "memory" clobber);
///  - constraints: registers and immediates only (no memory operand, no
///    clobber, no asm goto);
///  - the text: only instructions computing registers from registers
///    (isPureRegisterOpcode; predicated or not), `.reg` declarations inside
///    scope braces (outside them a name is the function's, which later
///    assembly could read: the red team) and the braces; no label, no other
///    directive; each instruction writes only the call's outputs and the
///    registers the text declares. The
///    text is read because the attributes are not enough: cuda_fp16.hpp's
///    `ld.global.nc` templates are memory(none) too.
/// The call is `convergent` (clang marks every asm call in CUDA so), which
/// would forbid adding threads to the set that runs it; none of the
/// instructions above depends on which other threads run with it (the
/// warp-wide ones are not on the list), so the attribute says nothing
/// about this text.
std::string dpagg::observablePtxAsmCall(const CallBase &CB) {
  const auto *IA = dyn_cast<InlineAsm>(CB.getCalledOperand());
  if (!IA)
    return "not inline assembly";
  if (!isa<CallInst>(CB))
    return "asm goto";
  if (IA->hasSideEffects())
    return "asm sideeffect";
  if (!CB.doesNotAccessMemory())
    return "it may access memory";
  SmallVector<bool, 8> IsOutput;
  for (const InlineAsm::ConstraintInfo &C : IA->ParseConstraints()) {
    if (C.Type == InlineAsm::isClobber)
      return "a clobber (~" + C.Codes.front() + ")";
    if (C.Type == InlineAsm::isLabel || C.isIndirect ||
        C.isMultipleAlternative ||
        !all_of(C.Codes, [](const std::string &Code) {
          return isRegisterConstraint(Code);
        }))
      return "an operand other than a register or an immediate";
    IsOutput.push_back(C.Type == InlineAsm::isOutput);
  }
  PtxTemplate T = readPtxTemplate(IA->getAsmString());
  if (!T.Error.empty())
    return T.Error;
  SmallVector<DeclaredRegisters, 2> Scopes(1);
  for (const PtxStatement &S : T.Statements) {
    switch (S.Kind) {
    case PtxStatement::Open:
      Scopes.emplace_back();
      break;
    case PtxStatement::Close:
      Scopes.pop_back();
      break;
    case PtxStatement::Label:
      return "a label";
    case PtxStatement::Directive:
      if (S.Head != ".reg" || !S.Guard.empty())
        return "a " + S.Head + " directive";
      // Outside braces a declaration lands in the function's own scope,
      // where later assembly of the function can read what this text wrote
      // (the red team: a value other threads would not have set); inside
      // braces it is private to this text (cuda_fp16.h's `{.reg ...}`).
      if (Scopes.size() == 1)
        return "a .reg declaration outside braces, visible to the "
               "function's other assembly";
      if (!Scopes.back().declare(S.Operands))
        return "a .reg declaration that is not types and names";
      break;
    case PtxStatement::Instruction: {
      if (!isPureRegisterOpcode(S.opcode()))
        return "an instruction not known to compute registers only (" +
               S.opcode().str() + ")";
      // A string hides a `;` from this reader and from ptxas alike; no
      // listed instruction takes one.
      if (StringRef(S.Operands).contains('"'))
        return "a string operand";
      SmallVector<StringRef, 4> Modifiers;
      StringRef(S.Head).split(Modifiers, '.');
      if (is_contained(Modifiers, "cc"))
        return "a carry-flag instruction (" + S.Head + ")";
      if (std::string Why = writesForeignRegister(S, Scopes, IsOutput);
          !Why.empty())
        return Why;
      break;
    }
    }
  }
  return "";
}

//===----------------------------------------------------------------------===//
// Rules that read the text of any inline assembly
//===----------------------------------------------------------------------===//

namespace {

/// PTX instructions that neither end the thread nor move it elsewhere: what
/// inline assembly may hold and still fall through to the IR after it. An
/// allow-list (the PTX ISA, "Instructions"), not a list of the ways out:
/// `exit` and `ret` end the thread (`ret` in a kernel, or wherever the asm
/// is inlined into one), `bra`, `brx` and `call` may reach either, and an
/// opcode the list does not know may be a new one of them. `trap` ends the
/// whole grid, which leaves the context unusable, so no later block waits
/// for a slot (as for __trap, knownToReturn). Barriers only wait.
bool fallsThroughOpcode(StringRef Op) {
  static const StringSet<> Ops = {
      // Arithmetic, comparison, logic.
      "add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs",
      "neg", "min", "max", "popc", "clz", "bfind", "fns", "brev", "bfe", "bfi",
      "szext", "bmsk", "dp4a", "dp2a", "addc", "subc", "madc", "testp",
      "copysign", "fma", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2",
      "tanh", "set", "setp", "selp", "slct", "and", "or", "xor", "not", "cnot",
      "lop3", "shf", "shl", "shr",
      // Data movement and conversion.
      "mov", "shfl", "prmt", "ld", "ldu", "st", "prefetch", "prefetchu",
      "isspacep", "cvta", "cvt", "mapa", "getctarank", "cp", "ldmatrix",
      "stmatrix", "movmatrix", "tex", "tld4", "txq", "suld", "sust", "sured",
      "suq", "istypep", "alloca", "stacksave", "stackrestore", "createpolicy",
      "discard", "applypriority", "multimem", "tensormap",
      // Atomics, synchronization, warp votes.
      "atom", "red", "membar", "fence", "bar", "barrier", "vote", "match",
      "activemask", "redux", "elect", "mbarrier", "nanosleep", "griddepcontrol",
      "setmaxnreg", "pmevent",
      // Matrix units.
      "mma", "wmma", "wgmma",
      // Ends the grid, not the thread alone (see above).
      "trap"};
  return Ops.contains(Op);
}

/// Directives that declare and end at `;` (PTX ISA, "Directives"), which
/// inline assembly may hold before its instructions. Not every directive
/// ends there: `.loc` has no `;`, and ptxas reads `.loc 1 1 1 ret;` as the
/// directive and then `ret` (red team, asm-loc-directive-red-team.ll), so a
/// directive that is not on this list counts as an unknown instruction.
bool isDeclarationDirective(StringRef D) {
  static const StringSet<> Ds = {".reg", ".local", ".shared", ".param",
                                 ".pragma"};
  return Ds.contains(D);
}

/// The head of the first statement of \p Asm that \p Refuses (an
/// instruction's opcode without its modifiers, a directive with its `.`);
/// labels, braces and guards are no statements to it. Text that cannot be
/// read is refused as such, and so is an instruction with a string operand
/// (no instruction takes one; a `;` in it would hide the rest from this
/// reader, not from ptxas); braces that do not balance are no reason (a
/// scope may be opened by one asm statement and closed by another).
RefusedStatement firstRefused(StringRef Asm,
                              function_ref<bool(StringRef)> Refuses) {
  PtxTemplate T = readPtxTemplate(Asm);
  if (!T.Complete)
    return {"", T.Error};
  for (const PtxStatement &S : T.Statements) {
    if (S.Kind == PtxStatement::Directive && Refuses(S.Head))
      return {S.Head, ""};
    if (S.Kind != PtxStatement::Instruction)
      continue;
    if (StringRef(S.Operands).contains('"'))
      return {"", "a string operand of " + S.Head};
    if (Refuses(S.opcode()))
      return {S.opcode().str(), ""};
  }
  return {};
}

} // namespace

/// The first statement of \p Asm that may not fall through to the IR after
/// it: an instruction not known to (fallsThroughOpcode), or a directive that
/// is no declaration (isDeclarationDirective).
RefusedStatement dpagg::leavingAsmStatement(StringRef Asm) {
  return firstRefused(Asm, [](StringRef Head) {
    return Head.starts_with(".") ? !isDeclarationDirective(Head)
                                 : !fallsThroughOpcode(Head);
  });
}

/// The first instruction of \p Asm that waits for other threads: a barrier
/// (`bar`, `barrier`, `mbarrier`), a warp-synchronous instruction (`shfl`,
/// `vote`, `match`, `redux`, `elect`) or `setmaxnreg` (which waits for the
/// registers other warps give back). Its guard (`@p`) and register operands
/// (a barrier's id and count, a member mask) may differ between threads
/// where the IR shows no branch, so a thread may wait there before a
/// block-scope launch for another thread's arrival after it, which waits at
/// the launch's barrier first (block-scope-barrier-red-team.ll).
/// InterThreadWaits refuses them wherever they are; the other opcodes are
/// leavingAsmStatement's.
RefusedStatement dpagg::synchronizingAsmStatement(StringRef Asm) {
  static const StringSet<> Ops = {"bar",   "barrier", "mbarrier",
                                  "shfl",  "vote",    "match",
                                  "redux", "elect",   "setmaxnreg"};
  return firstRefused(Asm, [](StringRef Head) { return Ops.contains(Head); });
}

/// Whether the inline assembly \p Asm names the symbol \p Name, as a whole
/// PTX identifier (NVPTX writes `.` and `@` in global names as `_$_`; the
/// template writes `$` as `$$`). Over-approximate: a comment that names it
/// counts too.
bool dpagg::asmNames(StringRef Asm, StringRef Name) {
  std::string PTXName;
  for (char C : Name)
    PTXName += C == '.' || C == '@' ? std::string("_$$_")
               : C == '$'           ? std::string("$$")
                                    : std::string(1, C);
  auto IsIdent = [](char C) { return isAlnum(C) || C == '_' || C == '$'; };
  for (size_t I = Asm.find(PTXName); I != StringRef::npos;
       I = Asm.find(PTXName, I + 1)) {
    size_t End = I + PTXName.size();
    if ((I == 0 || !IsIdent(Asm[I - 1])) &&
        (End == Asm.size() || !IsIdent(Asm[End])))
      return true;
  }
  return false;
}

/// The first special register named in inline assembly \p Asm that is not
/// on the allow-list for inline assembly, or empty. In assembly nothing can
/// be rewritten, so geometry and %dynamic_smem_size are blocked too: allowed
/// are %tid, %laneid, %lanemask_*, %warpid, %nwarpid, %smid, %nsmid,
/// %clock*, %globaltimer*, %pm*, %envreg*. Other %names are the assembly's
/// own registers; the special registers are a fixed set (PTX ISA), and
/// those not allowed are recognised by name, with a margin for registers a
/// later PTX adds (anything mentioning cta, grid, cluster or smem).
std::string dpagg::blockedAsmRegister(StringRef Asm) {
  for (size_t I = Asm.find('%'); I != StringRef::npos;
       I = Asm.find('%', I + 1)) {
    size_t E = I + 1;
    while (E < Asm.size() && (isAlnum(Asm[E]) || Asm[E] == '_'))
      ++E;
    StringRef Name = Asm.slice(I + 1, E);
    if (Name.empty())
      continue;
    bool Allowed =
        is_contained({"tid", "laneid", "warpid", "nwarpid", "smid", "nsmid",
                      "clock", "clock_hi", "clock64"},
                     Name) ||
        Name.starts_with("lanemask_") || Name.starts_with("globaltimer") ||
        Name.starts_with("envreg") ||
        (Name.starts_with("pm") && Name.size() > 2 && isDigit(Name[2]));
    if (Allowed)
      continue;
    bool Special = is_contained({"ntid", "nctaid", "gridid",
                                 "is_explicit_cluster", "current_graph_exec"},
                                Name) ||
                   Name.contains("cta") || Name.contains("grid") ||
                   Name.contains("cluster") || Name.contains("smem");
    if (Special)
      return Name.str();
  }
  return "";
}

/// How a label named \p Name reads in a message: an operand as `_`.
static std::string shownLabel(StringRef Name) {
  std::string Shown;
  for (size_t I = 0; I < Name.size(); ++I) {
    if (Name[I] != OperandMark) {
      Shown += Name[I];
      continue;
    }
    Shown += '_';
    while (I + 1 < Name.size() && isDigit(Name[I + 1]))
      ++I;
  }
  return Shown;
}

/// Why the inline assembly \p Asm cannot be copied into an aggregated child,
/// or empty. Building a child copies the kernel and inlines into the copy
/// every function that reads the block geometry, once per call; ptxas
/// refuses a function where a name is declared twice in one scope
/// ("Duplicate definition of variable/label"), and nvlink counts every
/// .shared declaration against the 48 KB that the clone's own additions
/// are measured against (issue 21, items 18 and 19). So a child's assembly
/// must declare nothing that a copy could duplicate or that adds memory. An
/// allow-list over the PTX statements (readPtxTemplate: the template's
/// operands read as the AsmPrinter prints them, `${:uid}` (clang's `%=`) as
/// a mark unique to each copy, so splitting the raw template at its `${...}`
/// braces cannot hide `L%=: .shared ...`): instructions (optionally
/// predicated), braces, and, inside a brace scope only, `.reg` declarations
/// and labels, which PTX scopes to the braces (the idiom `{ .reg .pred p;
/// ... }`, and CUTLASS's labelled waits); labels whose name has `%=`
/// (unique to each copy) anywhere. Any other directive (`.shared`,
/// `.local`, `.global`, `.const`, `.param`, `.reg` outside braces, ...), any
/// other label outside braces, braces that do not balance, or text that
/// cannot be read, refuses the child. \p MemoryOnly: only what may declare
/// memory (every directive but `.reg`, anywhere), for counting shared
/// memory.
std::string dpagg::inlineAsmDeclaration(StringRef Asm, bool MemoryOnly) {
  PtxTemplate T = readPtxTemplate(Asm);
  int Depth = 0;
  for (const PtxStatement &S : T.Statements) {
    switch (S.Kind) {
    case PtxStatement::Open:
      ++Depth;
      break;
    case PtxStatement::Close:
      if (--Depth < 0)
        return "unbalanced braces";
      break;
    case PtxStatement::Label:
      if (Depth == 0 && !MemoryOnly && !StringRef(S.Head).contains(UniqueMark))
        return "a label outside braces (" + shownLabel(S.Head) + ")";
      break;
    case PtxStatement::Directive:
      if (S.Head != ".reg" || (Depth == 0 && !MemoryOnly))
        return "a " + S.Head + " declaration" +
               (S.Head == ".reg" ? " outside braces" : "");
      break;
    case PtxStatement::Instruction:
      break;
    }
  }
  if (!T.Complete)
    return T.Error;
  if (Depth != 0)
    return "unbalanced braces";
  return "";
}
