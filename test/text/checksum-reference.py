# Reference implementation of lib/text/checksum.ts, independent of it: prints the values
# test/text/checksum.test.ts expects. Run: python3 test/text/checksum-reference.py
import sys
M=0xffffffff
def imul(a,b): return (a*b)&M
def rotl(x,r): return ((x<<r)|(x>>(32-r)))&M
def fmix(x):
    x^=x>>16; x=imul(x,0x85ebca6b); x^=x>>13; x=imul(x,0xc2b2ae35); x^=x>>16; return x
def ck(b):
    h1=0x9e3779b9; h2=0x85ebca6b
    end=len(b)-len(b)%4
    for i in range(0,end,4):
        k=int.from_bytes(b[i:i+4],'little')
        k=imul(k,0xcc9e2d51); k=imul(rotl(k,15),0x1b873593)
        h1^=k; h1=(imul(rotl(h1,13),5)+0xe6546b64)&M
        h2=imul(h2^k,0x85ebca6b); h2^=h2>>13
    for i in range(end,len(b)):
        h1=imul(h1^b[i],0x01000193); h2=imul(h2^b[i],0x5bd1e995)
    h1^=len(b); h2^=len(b)
    h1=fmix((h1+h2)&M); h2=fmix((h2+h1)&M)
    return '%08x%08x'%(h1,h2)
for s in ['', 'a', 'abcd', 'abcde', 'OpenForge', 'é🙂\n', 'c1\n{\n  "schemaVersion": 1,\n  "runId": "r1"']:
    print(repr(s), ck(s.encode('utf8')))
