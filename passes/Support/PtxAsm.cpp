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

std::string dpagg::parsePtxStatements(StringRef Asm,
                                      SmallVectorImpl<PtxStatement> &Out) {
  std::string Why;
  std::string Printed = printTemplate(Asm, Why);
  if (!Why.empty())
    return Why;
  std::string Storage = dropComments(Printed, Why);
  if (!Why.empty())
    return Why;
  StringRef Text = Storage;
  int Depth = 0;
  for (size_t I = 0;;) {
    while (I < Text.size() && isSpace(Text[I]))
      ++I;
    if (I == Text.size())
      break;
    // A brace where a statement starts is a scope.
    if (Text[I] == '{' || Text[I] == '}') {
      bool Opens = Text[I++] == '{';
      if (!Opens && --Depth < 0)
        return "unbalanced braces";
      Depth += Opens;
      Out.push_back({Opens ? PtxStatement::Open : PtxStatement::Close});
      continue;
    }
    // A label: an identifier and a colon (not `::`).
    if (size_t N = identLength(Text.substr(I))) {
      StringRef After = Text.substr(I + N).ltrim(" \t\r\n");
      if (After.starts_with(":") && !After.starts_with("::")) {
        Out.push_back({PtxStatement::Label, Text.substr(I, N).str()});
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
      return "a statement without `;`";
    StringRef St = Text.slice(I, E).trim();
    I = E + 1;
    if (St.empty())
      continue;
    PtxStatement S{PtxStatement::Instruction};
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
    Out.push_back(std::move(S));
  }
  if (Depth != 0)
    return "unbalanced braces";
  return "";
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
  SmallVector<PtxStatement, 8> Statements;
  if (std::string Why = parsePtxStatements(IA->getAsmString(), Statements);
      !Why.empty())
    return Why;
  SmallVector<DeclaredRegisters, 2> Scopes(1);
  for (const PtxStatement &S : Statements) {
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
