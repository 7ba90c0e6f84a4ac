// Random fake secrets for the output tests, assembled so no test file holds a string a scanner flags.

export const HF = ['hf_', 'Qm7RtY2pLk9', 'Wz3NvB8cXs4', 'Hd6Jf1Ga5Ue0', 'Tq'].join('');
export const GH = ['gh', 'p_', 'R7mK2pQ9wL4', 'zN8vB3cH6sD1', 'fG5jT0yU2iO7', 'aE4'].join('');
